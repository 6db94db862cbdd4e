import { z } from 'zod';
import { body } from '../../lib/schemas';

export const ZMailListBody = body({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

/** Spec section 3: a mail. */
export interface TMail {
  id: number;
  title: string;
  content: string;
  createTime: string;
  isRead: 0 | 1;
  /** JSON string with an amount field. */
  attaches: string;
  attachesStatus: 0 | 1;
}
