export default function Page() {
  return (
    <main>
      <h1>Кондиціонери та теплові насоси</h1>
      <p>Каталог обладнання для монтажу та сервісу.</p>
    </main>
  );
}
