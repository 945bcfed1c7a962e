import {
  adminCustomerRoute,
  adminSupportRoute,
  answerQuestionRoute,
  answerSupportRoute,
  correctCustomerRoute,
  createStaffNoteRoute,
  deleteStaffNoteRoute,
  linkSupportOrderRoute,
  listAdminCustomersRoute,
  listAdminQuestionsRoute,
  listAdminReviewsRoute,
  listAdminSupportRoute,
  listStaffNotesRoute,
  pinStaffNoteRoute,
  setQuestionVisibilityRoute,
  setReviewVisibilityRoute,
  setSupportStatusRoute,
} from '@carsi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { registerRoute } from '../../http/contract-route';
import type { JobQueue } from '../../jobs';
import type { IdentityDeps } from '../identity/index';
import { requirePrincipal } from '../identity/index';
import { correctCustomer, customerDetail, listCustomers } from './customers-admin';
import { MessageBoard } from './message-board';
import { Moderation } from './moderation';
import { SupportAdmin } from './support-admin';

export interface CustomerServiceDeps {
  db: Database;
  jobs: JobQueue;
  identity: IdentityDeps;
  publicUrl: string;
  /** Drops this process's catalogue caches (product pages) after a question or review changes. */
  invalidateCatalogue: () => void;
}

/**
 * The back office's customers (area users) and customer service (area customer-service):
 * reading needs the area, changing anything the action support.answer (access.ts).
 */
export function registerCustomerServiceRoutes(api: FastifyInstance, deps: CustomerServiceDeps) {
  const { db, identity } = deps;
  const support = new SupportAdmin(db, deps.jobs, deps.publicUrl);
  const moderation = new Moderation(db, deps.invalidateCatalogue);
  const board = new MessageBoard(db);
  const readCustomers = (r: FastifyRequest) =>
    requirePrincipal(identity, r, 'admin', { area: 'users' });
  const changeCustomers = (r: FastifyRequest) =>
    requirePrincipal(identity, r, 'admin', { area: 'users', action: 'support.answer' });
  const readService = (r: FastifyRequest) =>
    requirePrincipal(identity, r, 'admin', { area: 'customer-service' });
  const answer = (r: FastifyRequest) =>
    requirePrincipal(identity, r, 'admin', { area: 'customer-service', action: 'support.answer' });

  registerRoute(api, listAdminCustomersRoute, async ({ query }, { request }) => {
    await readCustomers(request);
    return listCustomers(db, query);
  });
  registerRoute(api, adminCustomerRoute, async ({ params }, { request }) => {
    await readCustomers(request);
    return customerDetail(db, params.id);
  });
  registerRoute(api, correctCustomerRoute, async ({ params, body }, { request }) => {
    await changeCustomers(request);
    return {
      message: 'Müşteri bilgileri güncellendi.',
      customer: await correctCustomer(db, params.id, body),
    };
  });

  registerRoute(api, listAdminSupportRoute, async ({ query }, { request }) => {
    await readService(request);
    return support.list(query);
  });
  registerRoute(api, adminSupportRoute, async ({ params }, { request }) => {
    await readService(request);
    return support.detail(params.orderId, params.supportIndex);
  });
  registerRoute(api, answerSupportRoute, async ({ params, body }, { request }) => {
    const { principal } = await answer(request);
    return support.answer(params.orderId, params.supportIndex, body.answer, principal.id);
  });
  registerRoute(api, setSupportStatusRoute, async ({ params, body }, { request }) => {
    await answer(request);
    return support.setStatus(params.orderId, params.supportIndex, body.status);
  });
  registerRoute(api, linkSupportOrderRoute, async ({ params, body }, { request }) => {
    await answer(request);
    return support.linkOrder(params.orderId, params.supportIndex, body.orderNumber);
  });

  registerRoute(api, listAdminQuestionsRoute, async ({ query }, { request }) => {
    await readService(request);
    return moderation.listQuestions(query);
  });
  registerRoute(api, answerQuestionRoute, async ({ params, body }, { request }) => {
    await answer(request);
    return moderation.answerQuestion(params.id, body.answer);
  });
  registerRoute(api, setQuestionVisibilityRoute, async ({ params, body }, { request }) => {
    await answer(request);
    return moderation.setQuestionVisible(params.id, body.visible);
  });
  registerRoute(api, listAdminReviewsRoute, async ({ query }, { request }) => {
    await readService(request);
    return moderation.listReviews(query);
  });
  registerRoute(api, setReviewVisibilityRoute, async ({ params, body }, { request }) => {
    await answer(request);
    return moderation.setReviewVisible(params.id, body.visible);
  });

  registerRoute(api, listStaffNotesRoute, async ({ query }, { request }) => {
    const { principal } = await readService(request);
    return board.list(query.page, principal);
  });
  registerRoute(api, createStaffNoteRoute, async ({ body }, { request }) => {
    const { principal } = await readService(request);
    return board.create(body.text, principal);
  });
  registerRoute(api, pinStaffNoteRoute, async ({ params, body }, { request }) => {
    const { principal } = await readService(request);
    return board.pin(params.id, body.pinned, principal);
  });
  registerRoute(api, deleteStaffNoteRoute, async ({ params }, { request }) => {
    const { principal } = await readService(request);
    return board.remove(params.id, principal);
  });
}
