import { z } from 'zod';
import { defineRoute } from '../../define';
import { returnIdParam } from '../returns';
import { shipmentView } from './common';

// Returns: the carrier's return code or label.

export const adminReturnShipmentRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/returns/:id/shipment',
  summary:
    'Gives an approved return its carrier return code (Yurtiçi) or return label (UPS) and texts it to the customer; again → the same one',
  tag: 'admin',
  auth: 'admin',
  params: z.object({ id: returnIdParam }).strict(),
  response: z.object({ message: z.string(), shipment: shipmentView }),
});
