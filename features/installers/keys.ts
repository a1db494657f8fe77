/** The installers feature's react-query keys (the signed-in user's own licence, rating, dealer and requests). */
export const installerKeys = {
  all: ['installers'] as const,
  requestOptions: ['installers', 'request-options'] as const,
  dealerLookup: (code: string) => ['installers', 'dealer-lookup', code] as const,
  license: (userId: number | undefined) => ['installers', userId, 'license'] as const,
  levels: (userId: number | undefined) => ['installers', userId, 'levels'] as const,
  rating: (userId: number | undefined, page: number) => ['installers', userId, 'rating', page] as const,
  dealer: (userId: number | undefined) => ['installers', userId, 'dealer'] as const,
};
