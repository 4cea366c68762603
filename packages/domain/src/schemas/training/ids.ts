/**
 * Ids shared by the training schemas (not exported from the package): row ids within PostgreSQL's integer
 * range, and uuids.
 */
import { z } from 'zod';

export const idSchema = z.number().int().positive().max(2147483647);
export const uuidSchema = z.uuid();
