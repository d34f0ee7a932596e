import { sampleUser } from '../fixtures/user';

/** The user the machine catalog walks its graphs with, shared so both describe the same person. */
export const aUser = sampleUser;
