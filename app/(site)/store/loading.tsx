import { StoreSkeleton } from "@/components/store/store-skeleton";

export default function StoreLoading() {
  return <StoreSkeleton />;
}
