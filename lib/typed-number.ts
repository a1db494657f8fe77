/** A number as people type it: a comma or a dot before the decimals ("2,4" in Ukrainian and Polish, "2.4" in English); NaN when blank or not a number. */
export const typedNumber = (text: string) => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || Number.isNaN(value) ? Number.NaN : value;
};
