/** The push feature's react-query keys: this device's state, per signed-in user. */
export const pushKeys = {
  device: (userId: number | undefined) => ['push', 'device', userId] as const,
  toggle: ['push', 'toggle'] as const,
};
