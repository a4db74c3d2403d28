import { dropPublicData } from '@/lib/api/cache/public-read';
import { onDataChange } from '@/lib/server/cache-bus';
import { clearPageCache } from '@/lib/server/page-cache/store';
import { changesPages, resourcesOf } from './model';
import { processSlot } from '@/lib/server/process-state';

const state = processSlot<{ stop?: () => void }>('cachesListening', () => ({}));

/**
 * Puts the Next server's own caches on the bus: the HTML page cache and the data cache of public reads.
 * (The API's response cache listens by itself, in every process that has one.) Once per process.
 */
export function listenForChanges(): () => void {
  state.stop ??= onDataChange((entities) => {
    if (changesPages(entities)) clearPageCache();
    dropPublicData(resourcesOf(entities));
  });
  return state.stop;
}
