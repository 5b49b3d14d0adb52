declare module 'json-source-map' {
  interface Position {
    line: number;
    column: number;
    pos: number;
  }
  interface Mapping {
    value: Position;
    valueEnd: Position;
    key?: Position;
    keyEnd?: Position;
  }
  const jsonSourceMap: { parse(text: string): { data: unknown; pointers: Record<string, Mapping> } };
  export default jsonSourceMap;
}
