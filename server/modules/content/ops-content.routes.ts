// The console's content calls: list, save (create or replace), publish / unpublish, image upload.
// Every change and its audit row (before / after) commit in one transaction, keyed for retries.
import type { CallHandlers } from '../../http/call-handler.ts';
import { idempotentCall } from '../../http/idempotent-call.ts';
import { auditTrailOf } from '../ops/audit/record-audit.ts';
import type { ContentDeps } from './content.service.ts';
import { storeContentImage } from './content-image.ts';
import { listContent, publishContent, saveContent } from './ops-content.service.ts';

type Calls = 'opsContentList' | 'opsContentSave' | 'opsContentPublish' | 'opsContentImageUpload';

export function opsContentHandlers(deps: ContentDeps): Pick<CallHandlers, Calls> {
  return {
    opsContentList: async (input) => {
      const { list, total } = await listContent(deps.db, input.kind, input, deps.now());
      return { list, total, pageNum: input.pageNum, pageSize: input.pageSize };
    },

    opsContentSave: (input, context) =>
      idempotentCall(deps.db, context, input, async (tx) => {
        const { before, after } = await saveContent(tx, input, deps.now());
        await auditTrailOf(context)(tx, { action: 'content.save', targetType: 'content', targetId: `${after.kind}:${after.id}`, before, after });
        return after;
      }),

    opsContentPublish: (input, context) =>
      idempotentCall(deps.db, context, input, async (tx) => {
        const { before, after } = await publishContent(tx, input, deps.now());
        await auditTrailOf(context)(tx, { action: 'content.publish', targetType: 'content', targetId: `${after.kind}:${after.id}`, before, after });
        return after;
      }),

    opsContentImageUpload: (input, context) =>
      idempotentCall(deps.db, context, input, async (tx) => {
        const { sha256, ...stored } = await storeContentImage(tx, input.data, deps.now());
        // The bytes are not copied into the log: their hash, type and size name them.
        await auditTrailOf(context)(tx, { action: 'content.image.upload', targetType: 'content-image', targetId: sha256, before: null, after: stored });
        return stored;
      }),
  };
}
