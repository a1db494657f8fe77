/** The day (`yyyy-MM-dd`) it is in Kyiv at `moment`, where support and most clients are: the portal's days are Kyiv days. */
export const kyivDay = (moment: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);
