import { counterMachine } from '../../machines/counter';
import { describeMachine } from './walk';

export const counterWalk = describeMachine({
  name: 'counter',
  description: 'The smallest example of a machine driving a view (`/counter`): counts up, down (never below zero) and back to zero.',
  machine: counterMachine,
  inputs: [{ name: 'zero', input: undefined }],
  // The count has no upper bound, so stop counting up at 2: enough to show every transition.
  events: ({ context }) => [
    ...(context.count < 2 ? [{ type: 'counter.increment' } as const] : []),
    { type: 'counter.decrement' },
    { type: 'counter.reset' },
  ],
});
