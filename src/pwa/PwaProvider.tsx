import { createRequiredContext } from '../lib/requiredContext';
import type { PwaActor } from './createPwa';

/** Gives the app's one PWA actor (created in createAppContext, outside React) to its views. */
export const [PwaProvider, usePwa] = createRequiredContext<PwaActor>('usePwa', 'PwaProvider');
