/**
 * The step form's submission (docs/product.md §7 `POST /api/channel-form/submit`, admin): the body is a new
 * channel, checked with the same rules the form runs (resources/channels.ts); a valid one is
 * stored in the channels collection, stamped and put into leader review, and answered whole.
 */
import express from 'express';
import channels, { checkChannel, type ChannelStage } from '../../resources/channels';
import type { RecordData } from '../../resources/lib/validate';
import { AN_OBJECT, bodyOf } from '../body';
import { ApiFailure, CODES, ok } from '../envelope';
import { recordSchema, writeSchema } from '../openapi/fields';
import { callerOf, type RouteRule } from '../authorization';
import { keptWrites } from '../keptWrites';
import type { Feature } from '../feature';
import { handle } from '../handle';
import { englishErrors } from '../messages';

/** A new application has been submitted; its leader review is what happens next. */
const FIRST_STAGE: ChannelStage = 'review';

const CHANNEL_BODY = writeSchema(channels, 'create');

/** The step form is an admin page (docs/product.md §7). */
export const routes: readonly RouteRule[] = [
  {
    method: 'POST',
    path: '/api/channel-form/submit',
    roles: ['admin'],
    doc: {
      tag: 'Forms',
      summary: 'Submit a new channel (put into leader review)',
      body: CHANNEL_BODY,
      answer: recordSchema(channels),
      created: true,
    },
  },
];

const forms: Feature = ({ data, now }) => {
  const router = express.Router({ caseSensitive: true, strict: true });

  router.post(
    '/api/channel-form/submit',
    handle(async (req, res) => {
      const { errors, value } = checkChannel(bodyOf(req, AN_OBJECT));
      if (Object.keys(errors).length > 0) throw new ApiFailure(CODES.badInput, 'invalid record', { errors: englishErrors(channels, errors) });
      const record: RecordData = { ...value, submittedAt: new Date(now()).toISOString(), stage: FIRST_STAGE };
      const created = await data.write(
        req,
        (trx) => keptWrites(data, channels, callerOf(req), now()).insert(trx, record),
        (r) => ({ recordId: r.id }),
      );
      ok(res, created, 201);
    }),
  );
  return router;
};

export default forms;
