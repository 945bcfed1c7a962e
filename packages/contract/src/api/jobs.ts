import { z } from 'zod';
import { defineRoute } from '../define';
import { pageNumberQuery, paging } from './common';

// Background jobs that used up their retries (dead letters), for the back office: owner and
// operations (admin area "jobs"). The screen comes with the admin shell.

export const failedJob = z.object({
  id: z.string(),
  queue: z.string().describe('Kind of work, e.g. hold-release, refund-retry'),
  data: z.unknown().describe("The job's input"),
  error: z.string().describe("The last attempt's error message"),
  attempts: z.number().int(),
  createdAt: z.string().describe('When the job was first queued (ISO 8601)'),
  failedAt: z.string().describe('When its last retry failed (ISO 8601)'),
});
export type FailedJobView = z.infer<typeof failedJob>;

export const listFailedJobsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/jobs/failed',
  summary: 'Background jobs that failed after all their retries, newest first (20 a page)',
  tag: 'admin',
  auth: 'admin',
  query: z.object({ page: pageNumberQuery }).strict(),
  response: z.object({ jobs: z.array(failedJob), total: z.number().int(), ...paging }),
});

export const retryFailedJobRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/jobs/failed/:id/retry',
  summary: 'Queue a failed job again with fresh retries',
  tag: 'admin',
  auth: 'admin',
  params: z.object({ id: z.uuid('Geçersiz iş numarası.') }).strict(),
  response: z.object({ message: z.string() }),
});

export const jobRoutes = [listFailedJobsRoute, retryFailedJobRoute] as const;
