import type { AxiosInstance } from 'axios';
import { createRequiredContext } from '../lib/requiredContext';

/** The app's axios client, for mutations and queries inside components. */
export const [ApiProvider, useApi] = createRequiredContext<AxiosInstance>('useApi', 'ApiProvider');
