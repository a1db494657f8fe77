/** The feature's dialogs by the name they are opened with, each loaded when first opened (app/[locale]/modals.tsx). */
export const installationDialogs = {
  installationGrading: () => import('./components/grading-dialog').then((m) => m.GradingDialog),
};
