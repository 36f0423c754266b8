import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

// import-x/no-cycle leaves type imports out (they leave no trace in what runs), but a circle of types still ties
// layers together; this reads every import of the server, types included.
const root = resolve(__dirname, '../../..');
const serverSource = join(root, 'server/src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function compilerOptions(): ts.CompilerOptions {
  const { config } = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}

/** Each server file and the server files it imports, through aliases and relative paths alike. */
function importGraph(): Map<string, string[]> {
  const options = compilerOptions();
  const files = sourceFiles(serverSource);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
        .filter((target): target is string => target !== undefined && target.startsWith(serverSource));
      return [file, targets];
    }),
  );
}

/** The groups of files that reach each other (Tarjan's strongly connected components of more than one file). */
function circles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    lowest.set(file, order.get(file)!);
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!order.has(target)) {
        visit(target);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(target)!));
      } else if (stack.includes(target)) {
        lowest.set(file, Math.min(lowest.get(file)!, order.get(target)!));
      }
    }
    if (lowest.get(file) !== order.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    if (group.length > 1) found.push(group.map((member) => relative(root, member)).sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found;
}

describe("the server's imports, types included", () => {
  it('read every file and its imports', () => {
    const graph = importGraph();
    expect(graph.get(join(serverSource, 'live/delivery.ts'))).toEqual(
      expect.arrayContaining([join(serverSource, 'repositories/common/events.ts'), join(serverSource, 'push/notifier.ts')]),
    );
  });

  it('form no circle', () => {
    expect(circles(importGraph())).toEqual([]);
  });
});
