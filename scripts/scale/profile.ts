/**
 * Where an instance's CPU went: the functions with the most self time in the V8 CPU profiles (`node --cpu-prof`)
 * a folder holds, grouped by function and file, with idle time and the garbage collector named as V8 names them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Hotspot {
  name: string;
  ms: number;
  share: number;
}

const where = (url: string) => {
  const file = url.replace(/^file:\/\//, '');
  const inModules = file.lastIndexOf('node_modules/');
  return inModules >= 0 ? file.slice(inModules + 'node_modules/'.length) : path.relative(process.cwd(), file) || file;
};

/** The top functions by self time across every .cpuprofile in folder, busy time only (idle left out of the shares). */
export function hotspots(folder: string, top = 15): { busyMs: number; rows: Hotspot[] } {
  const totals = new Map<string, number>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as CpuProfile;
    const nameOf = new Map(
      profile.nodes.map((node) => {
        const { functionName, url, lineNumber } = node.callFrame;
        return [node.id, url ? `${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}` : `${functionName}`];
      }),
    );
    profile.samples.forEach((id, index) => {
      const name = nameOf.get(id) ?? '?';
      totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
  }
  totals.delete('(idle)');
  const busyMs = [...totals.values()].reduce((sum, ms) => sum + ms, 0);
  const rows = [...totals.entries()]
    .sort(([, a], [, b]) => b - a)
    .slice(0, top)
    .map(([name, ms]) => ({ name, ms, share: ms / busyMs }));
  return { busyMs, rows };
}
