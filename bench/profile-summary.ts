// Where a profiled server's time went (BENCH_PROFILE=1): the V8 CPU profiles it wrote (node --cpu-prof), summed by
// self time per package or source file and per function, so a change is aimed at what costs.
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A frame's package (node_modules), Node's own module, or the project's file; V8's own entries by name. */
function area(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName || '(native)';
  const dependency = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(frame.url);
  if (dependency) return dependency[1];
  if (frame.url.startsWith('node:')) return frame.url;
  return frame.url.replace(/^.*?\/(server|domain|bench)\//, '$1/');
}

const functionName = (frame: ProfileNode['callFrame']) => `${frame.functionName || '(anonymous)'} (${area(frame)}${frame.url ? `:${frame.lineNumber + 1}` : ''})`;

function top(totals: Map<string, number>, all: number, count: number): string[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `  ${(micros / 1000).toFixed(0).padStart(7)} ms ${((100 * micros) / all).toFixed(1).padStart(5)}%  ${name}`);
}

/** The summary of every profile in `dir` (the server's main thread and any worker it ran). */
export function profileSummary(dir: string, count = 15): string {
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let all = 0;
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Profile;
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, i) => {
      const frame = nodes.get(id)!.callFrame;
      const micros = profile.timeDeltas[i] ?? 0;
      all += micros;
      byArea.set(area(frame), (byArea.get(area(frame)) ?? 0) + micros);
      byFunction.set(functionName(frame), (byFunction.get(functionName(frame)) ?? 0) + micros);
    });
  }
  return [
    `Where the server's time went (${(all / 1e6).toFixed(1)} s sampled, self time; "writev" is sending answers, "(idle)" waiting):`,
    ' by package or file:',
    ...top(byArea, all, count),
    ' by function:',
    ...top(byFunction, all, count),
  ].join('\n');
}
