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
import { registerJobHandlers, type JobHandlers } from "./registry";

/**
 * Each queue's handler, registered for the runner when a process's entry imports this module (the
 * runner itself never does: these import the domain, which imports the queue to enqueue).
 */
export const jobHandlers: JobHandlers = {
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

registerJobHandlers(jobHandlers);
