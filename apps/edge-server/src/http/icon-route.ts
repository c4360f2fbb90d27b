import type { Request, Response } from 'express';
import * as v from 'valibot';
import { IconQuery, REQUEST_PARSE_CONFIG, fieldErrors, type ApiErrorBody } from '@skybook/api-contract';
import { iconSvg } from './icon-svgs.ts';

/**
 * `GET /api/icon.svg?name=set:name` (spec §7 local icon endpoint, decision 104): a shipped icon
 * as SVG, cached a day by browsers and the load balancer. An unknown name is a 404 the page logs.
 */
export async function iconRoute(req: Request, res: Response): Promise<void> {
  const query = v.safeParse(IconQuery, req.query, REQUEST_PARSE_CONFIG);
  if (!query.success) {
    res
      .status(400)
      .json({ error: 'errors.validation', fields: fieldErrors(query.issues) } satisfies ApiErrorBody);
    return;
  }
  const [set = '', name = ''] = query.output.name.split(':');
  const svg = await iconSvg(set, name);
  if (!svg) {
    res
      .status(404)
      .json({ error: 'errors.not_found', fields: { name: 'errors.not_found' } } satisfies ApiErrorBody);
    return;
  }
  res
    .type('image/svg+xml')
    .set({
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      // Opened on its own, the file runs nothing and loads nothing.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    })
    .send(svg);
}
