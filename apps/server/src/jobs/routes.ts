import { listFailedJobsRoute, retryFailedJobRoute } from '@carsi/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../http/contract-route';
import { notFound } from '../http/errors';
import type { IdentityDeps } from '../modules/identity/index';
import { requirePrincipal } from '../modules/identity/index';
import type { JobQueue } from './job-queue';

const PAGE_SIZE = 20;

/** The admin's dead-letter list: owner and operations (area "jobs"). */
export function registerJobRoutes(api: FastifyInstance, jobs: JobQueue, identity: IdentityDeps) {
  registerRoute(api, listFailedJobsRoute, async ({ query }, { request }) => {
    await requirePrincipal(identity, request, 'admin', { area: 'jobs' });
    const page = await jobs.failedJobs({ page: query.page, pageSize: PAGE_SIZE });
    return {
      jobs: page.items.map((job) => ({
        ...job,
        createdAt: job.createdAt.toISOString(),
        failedAt: job.failedAt.toISOString(),
      })),
      total: page.total,
      page: page.page,
      pages: Math.max(1, Math.ceil(page.total / PAGE_SIZE)),
    };
  });

  registerRoute(api, retryFailedJobRoute, async ({ params }, { request }) => {
    await requirePrincipal(identity, request, 'admin', { area: 'jobs' });
    if (!(await jobs.retryFailed(params.id))) {
      throw notFound('Bu numarada bekleyen başarısız bir iş yok.');
    }
    return { message: 'İş yeniden sıraya alındı.' };
  });
}
