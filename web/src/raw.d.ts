// Vite's "?raw" imports: the file's text as a string (data/texts/refusals.tsv).
declare module "*?raw" {
  const text: string;
  export default text;
}
