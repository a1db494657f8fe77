import type { InfoPageDocument } from '../../../../../../contracts';

export const pl: InfoPageDocument<'buyer'> = {
  meta: {
    title: 'Jak wybrać klimatyzator lub pompę ciepła',
    description:
      'Praktyczny poradnik kupującego: jak dobrać moc do metrażu, po co inwerter, co oznaczają SEER i SCOP, jaki poziom hałasu jest komfortowy, jaki czynnik chłodniczy wybrać, a także montaż, gwarancja i serwis.',
  },
  title: 'Jak wybrać klimatyzator lub pompę ciepła',
  lead: 'Dobrze dobrany system pracuje cicho, zużywa mało prądu i służy 12–15 lat. Oto, co warto wiedzieć przed zakupem — bez marketingu, tylko to, co na co dzień tłumaczymy naszym klientom.',
  tocTitle: 'Spis treści',
  sections: [
    {
      id: 'capacity',
      title: 'Moc: ile kW na metr kwadratowy',
      blocks: [
        {
          type: 'p',
          text: 'Podstawowa zasada dla mieszkań z sufitem do 2,7 m: 1 kW mocy chłodniczej na 10 m² powierzchni. Dodaj 15–20 %, jeśli okna wychodzą na południe lub zachód, mieszkanie jest na ostatnim piętrze, przeszklenia są duże albo w pomieszczeniu stale pracuje sprzęt i przebywa wiele osób.',
        },
        {
          type: 'table',
          caption: 'Orientacyjny dobór klimatyzatora do domu',
          head: ['Powierzchnia pomieszczenia', 'Moc chłodnicza', 'Wielkość modelu'],
          rows: [
            ['do 20 m²', '2,0–2,5 kW', '07'],
            ['20–25 m²', '2,5–2,7 kW', '09'],
            ['25–35 m²', '3,2–3,5 kW', '12'],
            ['35–50 m²', '4,5–5,3 kW', '18'],
            ['50–70 m²', '6,0–7,0 kW', '24'],
          ],
        },
        {
          type: 'p',
          text: 'Przy pompie ciepła, która ma ogrzewać cały dom, zasada „kW na metr” się nie sprawdza: moc dobiera się do strat ciepła. Nowy, dobrze ocieplony dom traci 40–60 W/m², starszy bez ocieplenia — 100–150 W/m². Nasz inżynier obliczy straty ciepła na podstawie rzutu i konstrukcji ścian — bezpłatnie przy zamówieniu projektu.',
        },
        {
          type: 'note',
          text: 'Większa moc nie znaczy lepiej. Przewymiarowany klimatyzator częściej się włącza i wyłącza, powoduje przeciągi, jest głośniejszy i gorzej osusza powietrze.',
        },
      ],
    },
    {
      id: 'inverter',
      title: 'Inwerter czy on/off',
      blocks: [
        {
          type: 'p',
          text: 'Klasyczny klimatyzator on/off pracuje zrywami: sprężarka rusza na pełnej mocy, schładza pokój i się wyłącza. Klimatyzator inwerterowy płynnie zmienia obroty sprężarki i utrzymuje zadaną temperaturę z dokładnością do stopnia.',
        },
        {
          type: 'ul',
          items: [
            'o 30–40 % mniejsze zużycie prądu w sezonie;',
            'cichsza praca, zwłaszcza w nocy;',
            'brak gwałtownych wahań temperatury i zimnych przeciągów;',
            'wydajne grzanie zimą: serie zimowe pracują do −15…−25 °C.',
          ],
        },
        {
          type: 'p',
          text: 'Niemal wszystkie modele w naszym katalogu to inwertery. Urządzenie on/off ma sens tylko tam, gdzie klimatyzację włącza się kilka razy w roku.',
        },
      ],
    },
    {
      id: 'efficiency',
      title: 'Klasa energetyczna: SEER i SCOP',
      blocks: [
        {
          type: 'p',
          text: 'Na unijnej etykiecie energetycznej patrz nie tylko na litery, ale na współczynniki sezonowe: SEER opisuje efektywność chłodzenia, SCOP — grzania. Im są wyższe, tym niższe rachunki za prąd.',
        },
        {
          type: 'table',
          caption: 'Klasy energetyczne klimatyzatorów według współczynników sezonowych',
          head: ['Klasa', 'SEER (chłodzenie)', 'SCOP (grzanie)'],
          rows: [
            ['A+++', '≥ 8,5', '≥ 5,1'],
            ['A++', '6,1–8,5', '4,6–5,1'],
            ['A+', '5,6–6,1', '4,0–4,6'],
            ['A', '5,1–5,6', '3,4–4,0'],
          ],
        },
        {
          type: 'p',
          text: 'Jeśli planujesz ogrzewać klimatyzatorem lub pompą ciepła, sprawdź przede wszystkim SCOP i deklarowaną moc grzewczą przy −7 °C i −15 °C — to ona mówi, czy system poradzi sobie podczas mrozów.',
        },
      ],
    },
    {
      id: 'noise',
      title: 'Poziom hałasu',
      blocks: [
        {
          type: 'p',
          text: 'Do sypialni wybierz jednostkę wewnętrzną o głośności 19–22 dB(A) na najniższym biegu wentylatora — to ciszej niż szelest liści. W salonie i biurze komfortowe jest do 30 dB(A).',
        },
        {
          type: 'p',
          text: 'Nie zapominaj o jednostce zewnętrznej: 45–55 dB(A) to norma, ale nie warto montować jej przy oknie sypialni sąsiadów. Instalator dobierze miejsce i podkładki antywibracyjne.',
        },
      ],
    },
    {
      id: 'refrigerant',
      title: 'Czynnik chłodniczy',
      blocks: [
        {
          type: 'ul',
          items: [
            'R32 to dziś standard w klimatyzatorach split: jest wydajniejszy od R410A i ma mniej więcej trzykrotnie mniejszy wpływ na klimat.',
            'R410A jest stopniowo wycofywany: UE ogranicza stosowanie gazów fluorowanych o wysokim współczynniku ocieplenia globalnego.',
            'R290 (propan) to naturalny czynnik o minimalnym wpływie na klimat, coraz częściej stosowany w pompach ciepła typu monoblok.',
          ],
        },
        { type: 'p', text: 'Kupując urządzenie dziś, wybierz R32 lub R290 — za kilka lat nie będzie problemu z serwisem i uzupełnieniem czynnika.' },
      ],
    },
    {
      id: 'heat-pumps',
      title: 'Pompa ciepła: na co zwrócić uwagę',
      blocks: [
        {
          type: 'p',
          text: 'Pompa ciepła powietrze–woda pobiera ciepło z powietrza zewnętrznego i przekazuje je do instalacji grzewczej oraz zasobnika ciepłej wody. W skali sezonu z 1 kWh prądu wytwarza 3–4 kWh ciepła.',
        },
        {
          type: 'ul',
          items: [
            'najlepiej współpracuje z ogrzewaniem podłogowym: temperatura zasilania 30–35 °C zamiast 55–60 °C dla grzejników;',
            'sprawdź zakres pracy: modele do naszego klimatu grzeją do −20…−25 °C;',
            'monoblok jest prostszy w montażu, wersja split jest lepiej chroniona przed zamarzaniem;',
            'w domu z grzejnikami inżynier sprawdzi, czy ich powierzchnia wystarczy do pracy niskotemperaturowej.',
          ],
        },
      ],
    },
    {
      id: 'installation',
      title: 'Montaż',
      blocks: [
        {
          type: 'p',
          text: 'Nawet najlepszy model będzie działał źle, jeśli zostanie źle zamontowany. Większość zgłoszeń serwisowych to skutki montażu: słabe próżniowanie, niestarannie wykonane kielichy, zbyt mały spadek odpływu skroplin.',
        },
        {
          type: 'ol',
          items: [
            'Inżynier ocenia pomieszczenie i uzgadnia z Tobą miejsca montażu jednostek.',
            'Certyfikowany instalator prowadzi instalację, próżniuje układ i sprawdza jego szczelność.',
            'Po uruchomieniu otrzymujesz dokumentację zdjęciową i potwierdzasz zakończenie prac kodem z SMS-a.',
          ],
        },
        {
          type: 'p',
          text: 'Standardowy montaż klimatyzatora split trwa 3–5 godzin i obejmuje instalację do 3 m. W bloku mieszkalnym umieszczenie jednostki zewnętrznej na elewacji warto wcześniej uzgodnić ze wspólnotą lub zarządcą budynku.',
        },
      ],
    },
    {
      id: 'warranty',
      title: 'Gwarancja',
      blocks: [
        {
          type: 'p',
          text: 'Gwarancja producenta obowiązuje tylko przy profesjonalnym montażu. U nas rejestruje się automatycznie, gdy tylko potwierdzisz zakończenie prac kodem z SMS-a: do 5 lat na urządzenia i 3 lata na montaż. Warunek jest jeden — coroczny przegląd, o którym przypomnimy na Twoim koncie.',
        },
      ],
    },
    {
      id: 'maintenance',
      title: 'Serwis i konserwacja',
      blocks: [
        {
          type: 'ul',
          items: [
            'filtry jednostki wewnętrznej płucz samodzielnie co 2–4 tygodnie w sezonie;',
            'profesjonalny przegląd — co najmniej raz w roku, a przy intensywnym użytkowaniu wiosną i jesienią;',
            'serwisant czyści wymienniki i odpływ skroplin, odgrzybia urządzenie, sprawdza ciśnienie czynnika i połączenia elektryczne;',
            'pompę ciepła warto sprawdzić przed każdym sezonem grzewczym.',
          ],
        },
        { type: 'p', text: 'Regularna konserwacja wydłuża życie sprężarki i utrzymuje wydajność: brudny wymiennik zwiększa zużycie energii o 10–25 %.' },
      ],
    },
  ],
  faqTitle: 'Najczęstsze pytania',
  faq: [
    {
      question: 'Czy można zamontować klimatyzator zimą?',
      answer: [
        'Tak, do −10 °C montaż przebiega według standardowej procedury. Zimą łatwiej też o dogodny termin — wiosną na montaż czeka się nawet dwa tygodnie.',
      ],
    },
    {
      question: 'Ile trwa montaż?',
      answer: [
        'Standardowy klimatyzator split — 3–5 godzin. System multi-split do kilku pokoi — 1–2 dni. Pompa ciepła powietrze–woda z instalacją — od 2 do 4 dni, zależnie od systemu grzewczego.',
      ],
    },
    {
      question: 'Czy można ogrzewać dom klimatyzatorem?',
      answer: [
        'Klimatyzator inwerterowy to pompa ciepła powietrze–powietrze, a w okresach przejściowych grzeje 3–4 razy taniej niż grzejnik elektryczny.',
        'Do ogrzewania zimą wybierz serię zimową, która pracuje do −25 °C. Jako główne źródło ciepła w domu wygodniejsza jest pompa ciepła powietrze–woda.',
      ],
    },
    {
      question: 'Co obejmuje standardowy montaż?',
      answer: [
        'Instalację do 3 m, wsporniki jednostki zewnętrznej, jeden otwór w ścianie, odpływ skroplin, podłączenie do gotowego gniazda lub obwodu, próżniowanie, próbę szczelności i uruchomienie. Dodatkowe metry instalacji, korytka i bruzdy są wyceniane osobno — koszt poznasz przed rozpoczęciem prac.',
      ],
    },
    {
      question: 'Czy potrzebna jest zgoda na jednostkę zewnętrzną?',
      answer: [
        'W domu jednorodzinnym nie. W bloku montaż na elewacji uzgadnia się ze wspólnotą lub zarządcą, a w zabytkowych budynkach obowiązują osobne zasady. Podpowiemy miejsca, które nie szpecą elewacji.',
      ],
    },
    {
      question: 'Jak zarejestrować gwarancję?',
      answer: [
        'Nie musisz nic robić: po montażu dostaniesz SMS z kodem, wpisujesz go w potwierdzeniu i gwarancja pojawia się na Twoim koncie razem z danymi urządzenia i instalatora.',
      ],
    },
    {
      question: 'Jak często potrzebny jest przegląd?',
      answer: [
        'Co najmniej raz w roku. Jeśli klimatyzator zarówno chłodzi, jak i grzeje albo pracuje w zapylonym pomieszczeniu — dwa razy w roku: wiosną i jesienią.',
      ],
    },
  ],
  cta: {
    title: 'Masz jeszcze pytania?',
    text: 'Inżynier pomoże dobrać model do Twojego pomieszczenia i wyceni montaż.',
    catalogue: 'Przejdź do katalogu',
    contacts: 'Poproś o poradę',
  },
};
