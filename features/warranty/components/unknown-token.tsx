import { buttonClass } from '@/components/ui/button';
import { PageIntro } from '@/components/ui/page-intro';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';

type Texts = { title: string; trail: string; unknownTitle: string; unknownText: string; checkSerial: string };

/** A QR code's page whose token matches nothing (mistyped, or not genuine): says so and offers the serial check. */
export function UnknownToken({ texts }: { texts: Texts }) {
  return (
    <main>
      <PageIntro title={texts.title} trail={[{ name: texts.trail, href: pages.warrantyCheck() }]} />
      <section className="mx-auto max-w-3xl px-4 py-10 wide:px-6">
        <div role="alert" className="rounded-2xl bg-red-50 p-6 text-red-800 ring-1 ring-red-200">
          <h2 className="text-xl font-semibold">{texts.unknownTitle}</h2>
          <p className="mt-2">{texts.unknownText}</p>
        </div>
        <Link href={pages.warrantyCheck()} className={buttonClass('secondary', 'mt-6')}>
          {texts.checkSerial}
        </Link>
      </section>
    </main>
  );
}
