declare module '*.css';
declare module '*.mp3' {
  const url: string;
  export default url;
}
