import type { InfoPageDocument } from '../../../../../../contracts';

export const pl: InfoPageDocument<'company'> = {
  meta: {
    title: 'O firmie',
    description:
      'Climate Portal: sprzedaż, projektowanie, montaż i serwis klimatyzatorów oraz pomp ciepła w całej Ukrainie. Sieć certyfikowanych instalatorów, własne punkty serwisowe i gwarancja, którą sprawdzisz online.',
  },
  title: 'O firmie',
  lead: 'Pomagamy rodzinom i firmom cieszyć się komfortowym klimatem bez niespodzianek: dobieramy urządzenia, projektujemy instalację, zlecamy montaż certyfikowanym fachowcom i dbamy o nią przez lata.',
  story: {
    title: 'Kim jesteśmy',
    paragraphs: [
      'Climate Portal zaczynał w 2011 roku jako niewielka ekipa montażowa w Kijowie. Dziś to ogólnokrajowa sieć: 12 własnych punktów serwisowych w 11 miastach, ponad 120 certyfikowanych instalatorów i dealerzy partnerscy od Użhorodu po Charków.',
      'Zajmujemy się klimatyzatorami do domu i dla firm, systemami multi-split oraz pompami ciepła powietrze–powietrze i powietrze–woda. Sprowadzamy urządzenia bezpośrednio od producentów i oficjalnych dystrybutorów, dlatego odpowiadamy za każdą jednostkę — od magazynu po ostatni przegląd serwisowy.',
      'Portal łączy wszystkich uczestników procesu. Klient widzi swoje urządzenia, historię przeglądów i gwarancję, instalator — zlecenia i kalendarz, dealer — swój zespół, a projektant — specyfikacje obiektów.',
    ],
  },
  services: {
    title: 'Czym się zajmujemy',
    items: [
      {
        icon: 'sales',
        title: 'Sprzedaż urządzeń',
        text: 'Klimatyzatory, systemy multi-split i pompy ciepła czołowych producentów z aktualnymi cenami i dostępnością. Pomożemy dobrać model do powierzchni, budżetu i oczekiwań co do cichej pracy.',
      },
      {
        icon: 'design',
        title: 'Projektowanie',
        text: 'Obliczamy zapotrzebowanie na ciepło i chłód, dobieramy moc i rozmieszczenie jednostek, przygotowujemy specyfikacje dla mieszkań, domów, biur i sklepów.',
      },
      {
        icon: 'installation',
        title: 'Montaż',
        text: 'Montaż wykonują wyłącznie certyfikowani instalatorzy według jednej procedury: próżniowanie instalacji, próba szczelności, uruchomienie i dokumentacja zdjęciowa.',
      },
      {
        icon: 'service',
        title: 'Serwis i gwarancja',
        text: 'Sezonowe przeglądy, czyszczenie i odgrzybianie, diagnostyka, uzupełnianie czynnika chłodniczego, naprawy gwarancyjne i pogwarancyjne.',
      },
    ],
  },
  network: {
    title: 'Sieć certyfikowanych instalatorów',
    paragraphs: [
      'Każdy instalator w naszej sieci przechodzi szkolenie w centrum szkoleniowym, zdaje egzamin teoretyczny i praktyczny, a następnie otrzymuje licencję z indywidualnym numerem. Dealerzy partnerscy odpowiadają za swoje zespoły, a nasi inżynierowie wyrywkowo kontrolują jakość prac na obiektach.',
      'Po każdym montażu klient ocenia wykonaną pracę, a oceny tworzą publiczny ranking instalatora. Certyfikat trzeba odnawiać co roku — dzięki temu standard jest taki sam w każdym mieście.',
    ],
    levelsTitle: 'Poziomy certyfikacji',
    levels: [
      { title: 'Podstawowy', text: 'Domowe klimatyzatory split o mocy do 7 kW: mieszkania i małe biura.' },
      { title: 'Profesjonalny', text: 'Systemy multi-split, kanałowe, kasetonowe i półprzemysłowe, także długie i skomplikowane trasy.' },
      { title: 'Ekspert pomp ciepła', text: 'Systemy powietrze–woda, instalacja hydrauliczna, integracja z ogrzewaniem i ciepłą wodą użytkową.' },
    ],
  },
  warranty: {
    title: 'Gwarancja, którą można sprawdzić',
    paragraphs: [
      'Po zakończeniu montażu klient potwierdza go kodem z SMS-a. Od tej chwili gwarancja jest zarejestrowana w systemie, a dane urządzeń, instalatora i wszystkich przeglądów są zapisane na koncie klienta — papierowa karta gwarancyjna już nie zginie.',
    ],
    points: [
      'do 5 lat gwarancji na urządzenia — w zależności od producenta i serii;',
      '3 lata gwarancji na prace montażowe;',
      'przyjazd serwisu w ciągu 48 godzin w miastach, w których mamy punkty serwisowe;',
      'jeden warunek: coroczny przegląd, o którym przypomnimy.',
    ],
  },
  numbers: {
    title: 'Climate Portal w liczbach',
    items: [
      { value: '15', label: 'lat na rynku urządzeń klimatyzacyjnych' },
      { value: '38 000+', label: 'zamontowanych systemów' },
      { value: '120+', label: 'certyfikowanych instalatorów' },
      { value: '12', label: 'punktów serwisowych w 11 miastach' },
      { value: '4,8 / 5', label: 'średnia ocena montażu wystawiona przez klientów' },
    ],
  },
  values: {
    title: 'Nasze wartości',
    items: [
      { title: 'Uczciwy dobór', text: 'Doradzamy to, czego naprawdę potrzebuje pomieszczenie, a nie najdroższy model z katalogu.' },
      { title: 'Jakość według procedur', text: 'Ten sam standard montażu w każdym mieście, dokumentacja zdjęciowa i kontrola na każdym etapie.' },
      { title: 'Przejrzystość', text: 'Status prac, dokumenty i gwarancja są dostępne online na Twoim koncie — bez telefonów i papierów.' },
      { title: 'Odpowiedzialność na lata', text: 'Jesteśmy obok także po montażu: przypominamy o przeglądach i szybko reagujemy na zgłoszenia.' },
    ],
  },
  cta: {
    title: 'Potrzebujesz porady?',
    text: 'Opowiedz nam o swoim pomieszczeniu — inżynier dobierze urządzenie i bezpłatnie wyceni montaż.',
    catalogue: 'Przejdź do katalogu',
    contacts: 'Skontaktuj się z nami',
  },
};
