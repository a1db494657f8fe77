import type { SeedTexts } from './articles';

export const pl: SeedTexts = {
  'heat-pump-grants-2026': {
    title: 'Dofinansowanie pomp ciepła: co jest dostępne tej zimy',
    summary:
      'Jakie programy wsparcia efektywności energetycznej działają dla wspólnot mieszkaniowych i domów prywatnych oraz jakie dokumenty przygotowujemy do wniosku.',
    body: [
      {
        type: 'p',
        text: 'Pompa ciepła kosztuje na starcie więcej niż kocioł gazowy, ale zwraca się dzięki niskim kosztom ogrzewania — a z publicznym wsparciem jeszcze szybciej. Zebraliśmy to, o co klienci pytają najczęściej.',
      },
      { type: 'h2', text: 'Dla wspólnot mieszkaniowych w Ukrainie' },
      {
        type: 'p',
        text: 'Ukraiński Fundusz Efektywności Energetycznej w ramach programu „Energodim” częściowo refunduje wspólnotom termomodernizację budynków. Pompa ciepła do ogrzewania lub ciepłej wody może być częścią takiego projektu — razem z ociepleniem i indywidualnym węzłem cieplnym.',
      },
      { type: 'h2', text: 'Dla domów prywatnych w Ukrainie' },
      {
        type: 'p',
        text: 'Część gmin prowadzi własne programy współfinansowania działań energooszczędnych w gospodarstwach domowych. Warunki, limity i lista urządzeń różnią się w zależności od miasta, dlatego sprawdź aktualne zasady na stronie swojej rady miejskiej.',
      },
      { type: 'h2', text: 'Dla klientów w Polsce' },
      {
        type: 'p',
        text: 'Program „Czyste Powietrze” dofinansowuje wymianę starych źródeł ciepła, w tym na pompy ciepła. Pamiętaj, że urządzenie musi spełniać wymagania programu, a montaż musi być udokumentowany.',
      },
      { type: 'h2', text: 'Jak pomagamy' },
      {
        type: 'ul',
        items: [
          'obliczenie strat ciepła i specyfikacja techniczna urządzeń;',
          'certyfikaty zgodności i dokumentacja techniczna urządzeń;',
          'protokół odbioru, dokumentacja zdjęciowa i dane instalatora z numerem licencji;',
          'potwierdzenie montażu kodem z SMS-a — dokument pojawia się na Twoim koncie.',
        ],
      },
      {
        type: 'note',
        text: 'Warunki programów się zmieniają. Przed złożeniem wniosku sprawdź aktualne zasady na oficjalnej stronie programu — albo zadzwoń do nas, a podpowiemy, od czego zacząć.',
      },
    ],
  },
  'heating-season-check': {
    title: 'Przygotuj klimatyzator do sezonu grzewczego: 6 kontroli',
    summary: 'Jeśli klimatyzator lub pompa ciepła grzeje zimą, sprawdź je przed pierwszymi mrozami. Co zrobić samemu, a co zostawić serwisantowi.',
    body: [
      {
        type: 'p',
        text: 'Zimą klimatyzator inwerterowy pracuje pod większym obciążeniem niż latem: na zewnątrz jest mróz, a w pokoju ma być +22 °C. Kilka prostych kontroli przed chłodami ochroni i komfort, i sprężarkę.',
      },
      {
        type: 'ol',
        items: [
          'Wypłucz filtry jednostki wewnętrznej w ciepłej wodzie i dokładnie je wysusz.',
          'Obejrzyj jednostkę zewnętrzną: na kratce nie powinno być liści ani pajęczyn.',
          'Upewnij się, że nic nie blokuje odpływu wody z topniejącego szronu pod jednostką zewnętrzną.',
          'Włącz grzanie na 20–30 minut i posłuchaj, czy nie pojawiły się nowe dźwięki.',
          'Sprawdź, czy z jednostki wewnętrznej nie kapie woda.',
          'Umów przegląd, jeśli ostatni był ponad rok temu.',
        ],
      },
      {
        type: 'p',
        text: 'Podczas przeglądu serwisant sprawdza ciśnienie czynnika, grzałkę tacy ociekowej i cykl odszraniania — to one najczęściej zawodzą podczas mrozów.',
      },
      {
        type: 'note',
        text: 'Do 15 grudnia przeglądy sezonowe w naszych punktach serwisowych są w zimowej cenie. Umówisz się na swoim koncie lub telefonicznie w serwisie.',
      },
    ],
  },
  'new-service-points-uzhhorod-rivne': {
    title: 'Otworzyliśmy punkty serwisowe w Użhorodzie i Równem',
    summary:
      'Nasza sieć liczy teraz 12 punktów serwisowych w 11 miastach, a przyjazd gwarancyjny na Zakarpaciu i w obwodzie rówieńskim skrócił się do 48 godzin.',
    body: [
      {
        type: 'p',
        text: 'We wrześniu ruszyły dwa nowe punkty serwisowe: przy ulicy Sobranećkiej w Użhorodzie i przy ulicy Sobornej w Równem. Do tej pory klienci z Zakarpacia i obwodu rówieńskiego czekali na technika ze Lwowa — teraz ekipy wyjeżdżają na miejscu.',
      },
      {
        type: 'p',
        text: 'Oba punkty wykonują montaż, przeglądy i naprawy gwarancyjne. W Równem pracuje też specjalista od pomp ciepła powietrze–woda, a w Użhorodzie jest magazyn części do najpopularniejszych serii.',
      },
      {
        type: 'p',
        text: 'Adresy, telefony i godziny otwarcia znajdziesz na stronie punktów serwisowych. Klienci z zarejestrowaną gwarancją mogą umówić wizytę na swoim koncie.',
      },
    ],
  },
  'r290-monobloc-heat-pumps': {
    title: 'W katalogu pompy ciepła na naturalnym czynniku R290',
    summary: 'Pompy ciepła powietrze–woda typu monoblok na propan: wyższa temperatura zasilania, minimalny wpływ na klimat i prostszy montaż.',
    body: [
      {
        type: 'p',
        text: 'Dodaliśmy do katalogu serię pomp ciepła typu monoblok o mocy od 6 do 16 kW, pracujących na czynniku R290. Współczynnik ocieplenia globalnego propanu wynosi 3, podczas gdy dla R410A przekracza 2000.',
      },
      { type: 'h2', text: 'Dlaczego warto się im przyjrzeć' },
      {
        type: 'ul',
        items: [
          'temperatura zasilania do 75 °C — sprawdzą się także w domach ze zwykłymi grzejnikami;',
          'grzanie przy temperaturze zewnętrznej do −25 °C;',
          'fabrycznie napełniony obieg czynnika: instalator nie pracuje z czynnikiem na budowie;',
          'klasa energetyczna A+++ dla ogrzewania niskotemperaturowego.',
        ],
      },
      {
        type: 'p',
        text: 'Takie systemy montują wyłącznie instalatorzy z poziomem „Ekspert pomp ciepła”. Inżynier bezpłatnie sprawdzi, czy Twój dom się nadaje, i oszacuje koszty ogrzewania.',
      },
    ],
  },
  'spring-maintenance': {
    title: 'Wiosenny przegląd: dlaczego nie warto czekać na upały',
    summary: 'Pod koniec maja liczba zgłoszeń serwisowych rośnie trzykrotnie. Co obejmuje przegląd i dlaczego kwiecień to najlepszy moment.',
    body: [
      {
        type: 'p',
        text: 'Co roku pierwsze upalne dni wyglądają tak samo: wszyscy jednocześnie włączają klimatyzację, a serwisy dostają trzy razy więcej zgłoszeń. Przegląd w kwietniu lub na początku maja to dogodny termin i chłodne powietrze od pierwszego gorącego dnia.',
      },
      { type: 'h2', text: 'Co robi serwisant' },
      {
        type: 'ul',
        items: [
          'czyści filtry, wymiennik i wentylator jednostki wewnętrznej;',
          'odgrzybia urządzenie — bez nieprzyjemnego zapachu po włączeniu;',
          'przepłukuje odpływ, żeby skropliny nie kapały na podłogę;',
          'myje wymiennik jednostki zewnętrznej z kurzu i puchu topolowego;',
          'sprawdza ciśnienie czynnika, prąd sprężarki i połączenia elektryczne.',
        ],
      },
      {
        type: 'p',
        text: 'Przegląd trwa około godziny na jedną jednostkę wewnętrzną. Wpis pojawia się automatycznie w historii Twojego urządzenia, a gwarancja pozostaje ważna.',
      },
    ],
  },
  'installer-certification-2026': {
    title: 'Rusza nowa edycja certyfikacji instalatorów',
    summary:
      'Zaktualizowany program szkolenia: więcej praktyki z pompami ciepła i R32, nowy egzamin na poziom „Profesjonalny” i coroczne odnawianie certyfikatu.',
    body: [
      {
        type: 'p',
        text: 'W marcu centrum szkoleniowe w Kijowie rozpoczęło nową edycję certyfikacji. Program zaktualizowaliśmy razem z inżynierami producentów: połowę czasu zajmują teraz zajęcia praktyczne na działających stanowiskach.',
      },
      { type: 'h2', text: 'Co się zmieniło' },
      {
        type: 'ul',
        items: [
          'osobny moduł o bezpiecznej pracy z palnymi czynnikami R32 i R290;',
          'egzamin praktyczny na poziom „Profesjonalny” na stanowisku z systemem multi-split;',
          'poziom „Ekspert pomp ciepła” obejmuje teraz hydraulikę i konfigurację automatyki;',
          'certyfikat odnawia się co roku na podstawie ocen klientów i kontroli wyrywkowych.',
        ],
      },
      {
        type: 'p',
        text: 'Instalatorzy składają wniosek o certyfikację na swoim koncie — tam też pojawia się licencja z numerem po zdanym egzaminie. Dealerzy widzą poziomy swoich instalatorów w sekcji zespołu.',
      },
    ],
  },
};
