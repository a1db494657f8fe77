/** Time as services see it: a dependency, so that a test can fix it. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
