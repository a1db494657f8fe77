/** The series' colours: the brand's blue and two that stay apart from it for colour-blind readers, each ≥ 4.5:1 on white. */
export const seriesColors = ['#0a5a9e', '#b45309', '#0f766e'] as const;
