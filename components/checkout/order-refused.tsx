import { CircleAlert, RotateCcw } from "lucide";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button-variants";
import { Icon } from "@/components/ui/icon";

/**
 * Where the card form was, once the server has refused to make an order of a payment for good (a
 * coupon used up, a price changed, an item sold out meanwhile): its reason, and a fresh start.
 * The payment itself was released, so asking again would only repeat the refusal.
 */
export function OrderRefused({ reason, onStartOver }: { reason: string; onStartOver: () => void }) {
  return (
    <Alert variant="destructive">
      <Icon icon={CircleAlert} aria-hidden />
      <AlertTitle>We couldn&apos;t place your order</AlertTitle>
      <AlertDescription className="gap-3">
        <p>{reason}</p>
        <p>Your cart is still here: start over to check it and pay again.</p>
        <button type="button" onClick={onStartOver} className={`${buttonVariants({ variant: "outline", size: "touch" })} justify-self-start bg-card text-ink`}>
          <Icon icon={RotateCcw} aria-hidden />
          Start over
        </button>
      </AlertDescription>
    </Alert>
  );
}
