/** The look of a quantity input (narrow, beside its row's sum and buttons). */
export const QUANTITY_INPUT =
  'min-h-11 w-20 rounded-xl border border-slate-300 bg-white px-3 text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30';
