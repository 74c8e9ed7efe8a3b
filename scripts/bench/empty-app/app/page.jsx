export default function Page() {
  return (
    <main>
      <h1>Hello</h1>
      <p>An empty Next.js app, built and served as the bench builds and serves ours.</p>
    </main>
  );
}
