export const metadata = { title: "Empty Next.js app", description: "The bench's yardstick: what the framework alone costs." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
