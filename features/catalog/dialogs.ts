/** The feature's dialogs by the name they are opened with, each loaded when first opened (app/[locale]/modals.tsx). */
export const catalogDialogs = {
  video: () => import('./components/product/video-modal').then((m) => m.VideoModal),
};
