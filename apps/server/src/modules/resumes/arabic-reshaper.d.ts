// arabic-reshaper ships no types; this is the one function the exported resume calls.
declare module 'arabic-reshaper' {
  const reshaper: {
    // Arabic letters to their contextual presentation forms (U+FB50–U+FEFF), in logical order.
    convertArabic: (text: string) => string;
  };
  export default reshaper;
}
