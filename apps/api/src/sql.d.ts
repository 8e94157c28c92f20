/** SQL files are bundled as their text (rspack asset/source, a jest transform in tests). */
declare module '*.sql' {
  const text: string;
  export default text;
}
