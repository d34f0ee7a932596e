import { splashMachine } from '../../machines/splash';
import { describeMachine } from './walk';

export const splashWalk = describeMachine({
  name: 'splash',
  description:
    'The installed app\'s first launch (`/splashScreen`): three screens on what the service does (buying for you, the VND wallet, tracking to the door), forward and back; "skip" ends it from any screen, "finish" from the last. The view then remembers the device has seen it and goes to login, or home when signed in.',
  machine: splashMachine,
  inputs: [{ name: 'the first screen', input: undefined }],
  events: [{ type: 'splash.next' }, { type: 'splash.back' }, { type: 'splash.skip' }, { type: 'splash.finish' }],
});
