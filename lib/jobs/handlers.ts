import "server-only";
import { sendAccountEmail } from "@/lib/auth/account-emails";
import { sendSecurityEmail } from "@/lib/auth/sign-in-limits";
import { sendPlanEmail } from "@/lib/billing/emails";
import { reconcileInvoiceMoney } from "@/lib/billing/reconcile";
import { sendContactInquiryEmail } from "@/lib/contact-inquiries";
import { sendOrderEmail } from "@/lib/orders/emails";
import { keepHouse } from "@/lib/housekeeping";
import { submitFulfilment, syncFulfilment } from "@/lib/orders/fulfilment";
import { syncPaymentFromGateway } from "@/lib/settlement/sync";
import { reconcileOrders } from "@/lib/orders/reconcile";
import { sendQuoteEmail } from "@/lib/quotes/emails";
import { reconcilePrintOrderMoney, reconcileQuotePayments } from "@/lib/quotes/reconcile";
import type { JobName, JobPayloads } from "./queues";

/** Which attempt this is, so a handler can record it and mark the last one's failure as final. */
export type JobContext = { attempt: number; maxAttempts: number; lastAttempt: boolean };

/** Each queue's handler. Handlers are idempotent: a job run twice does its work once. */
export const jobHandlers: { [Name in JobName]: (data: JobPayloads[Name], context: JobContext) => Promise<void> } = {
  "order.fulfil": ({ orderId }, context) => submitFulfilment(orderId, context),
  "order.email": (data, context) => sendOrderEmail(data, context),
  "account.email": (data) => sendAccountEmail(data),
  "plan.email": (data) => sendPlanEmail(data),
  "fulfilment.sync": ({ orderId }) => syncFulfilment(orderId),
  "payment.sync": ({ paymentIntentId }) => syncPaymentFromGateway(paymentIntentId),
  "orders.reconcile": async () => {
    await reconcileOrders();
    await reconcileQuotePayments();
    await reconcilePrintOrderMoney();
    await reconcileInvoiceMoney();
  },
  housekeeping: async () => void (await keepHouse()),
  "quote.email": (data) => sendQuoteEmail(data),
  "contact.email": (data) => sendContactInquiryEmail(data),
  "security.email": (data) => sendSecurityEmail(data),
};
