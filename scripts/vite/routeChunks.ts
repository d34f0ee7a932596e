import type { OutputChunk } from 'rolldown';

/** The lazy chunk TanStack Router's autoCodeSplitting made of a route file's component. */
export const isRouteChunk = (routeFile: string) => (chunk: OutputChunk) =>
  chunk.moduleIds.some((id) => id.includes('?tsr-split') && id.split('?')[0]!.replaceAll('\\', '/').endsWith(routeFile));
