import type { InfoPageDocument } from '../../../../../../contracts';

export const pl: InfoPageDocument<'privacy'> = {
  meta: {
    title: 'Polityka prywatności',
    description:
      'Jakie dane osobowe zbiera Climate Portal, w jakim celu i na jakiej podstawie, jak długo je przechowuje, jak działają kody SMS i pliki cookie oraz jakie prawa Ci przysługują.',
  },
  title: 'Polityka prywatności',
  lead: 'Zbieramy tylko te dane, bez których nie da się sprzedać, zamontować i serwisować urządzeń, a tutaj prostym językiem wyjaśniamy, co się z nimi dzieje.',
  updated: '2026-11-01',
  updatedLabel: 'Wersja z dnia',
  tocTitle: 'Spis treści',
  sections: [
    {
      id: 'controller',
      title: 'Kto odpowiada za Twoje dane',
      blocks: [
        {
          type: 'p',
          text: 'Administratorem Twoich danych osobowych jest Climate Portal LLC (TOW „Klimat Portal”), ul. Wełyka Wasylkiwśka 72, 03150 Kijów, Ukraina. Przetwarzamy dane zgodnie z ukraińską ustawą o ochronie danych osobowych, a w przypadku klientów z Unii Europejskiej — także zgodnie z ogólnym rozporządzeniem o ochronie danych (RODO).',
        },
        {
          type: 'p',
          text: 'Naszym przedstawicielem w UE w rozumieniu art. 27 RODO jest Climate Portal Polska sp. z o.o., ul. Grzybowska 62, 00-844 Warszawa.',
        },
      ],
    },
    {
      id: 'data',
      title: 'Jakie dane zbieramy',
      blocks: [
        {
          type: 'ul',
          items: [
            'imię, nazwisko, numer telefonu i adres e-mail — do prowadzenia konta i kontaktu z Tobą;',
            'hasło — wyłącznie w postaci skrótu kryptograficznego, samego hasła nie widzimy;',
            'adresy montażu urządzeń i informacje o obiekcie (rodzaj, powierzchnia, uwagi dla instalatora);',
            'dane urządzeń: modele, numery seryjne, daty montażu i przeglądów, zgłoszenia gwarancyjne;',
            'zdjęcia: dokumentacja zdjęciowa montażu, załączniki do zgłoszeń i zdjęcie profilowe;',
            'wiadomości w czatach i zgłoszeniach oraz Twoje oceny prac;',
            'w przypadku instalatorów i dealerów — numer licencji, poziom certyfikacji, ranking i kalendarz prac;',
            'dane techniczne: adres IP, typ przeglądarki, logi logowań i błędów.',
          ],
        },
        {
          type: 'p',
          text: 'Nie zbieramy danych z dowodu osobistego ani danych kart płatniczych (płatności obsługuje bank) i nie kupujemy danych od podmiotów trzecich.',
        },
      ],
    },
    {
      id: 'purposes',
      title: 'Cele i podstawy prawne',
      blocks: [
        {
          type: 'table',
          caption: 'Cele przetwarzania i podstawy prawne',
          head: ['Cel', 'Podstawa prawna'],
          rows: [
            ['Konto, zamówienia, montaż, serwis, gwarancja', 'wykonanie umowy (art. 6 ust. 1 lit. b RODO)'],
            ['Księgowość, zapytania organów państwowych, prawa konsumenta', 'obowiązek prawny (art. 6 ust. 1 lit. c RODO)'],
            ['Bezpieczeństwo kont, zapobieganie nadużyciom, kontrola jakości montażu', 'prawnie uzasadniony interes (art. 6 ust. 1 lit. f RODO)'],
            ['Newsletter i oferty specjalne', 'Twoja zgoda (art. 6 ust. 1 lit. a RODO), którą możesz wycofać w każdej chwili'],
          ],
        },
      ],
    },
    {
      id: 'sms',
      title: 'Kody SMS',
      blocks: [
        {
          type: 'p',
          text: 'Czterocyfrowe kody SMS potwierdzają rejestrację, logowanie, odzyskiwanie hasła, zmianę numeru telefonu i zakończenie montażu. Kod jest ważny 10 minut, liczba prób jego wpisania jest ograniczona, a przechowujemy nie sam kod, lecz jego kryptograficzny odcisk. Aby dostarczyć wiadomość, przekazujemy numer telefonu operatorowi SMS, który nie może go wykorzystać w innym celu.',
        },
        { type: 'note', text: 'Nasi pracownicy nigdy nie proszą o kod z SMS-a. Jeśli ktoś prosi o niego telefonicznie lub w komunikatorze — to oszust.' },
      ],
    },
    {
      id: 'sharing',
      title: 'Komu przekazujemy dane',
      blocks: [
        {
          type: 'ul',
          items: [
            'instalatorowi i dealerowi realizującym Twoje zamówienie — imię, telefon, adres i dane urządzenia, tylko w zakresie tego zamówienia;',
            'producentowi urządzenia — numer seryjny i datę montażu w razie zgłoszenia gwarancyjnego;',
            'operatorowi SMS, dostawcy hostingu i bankowi — jako podmiotom przetwarzającym na podstawie umowy i naszych poleceń;',
            'organom państwowym — wyłącznie na podstawie przepisów prawa.',
          ],
        },
        {
          type: 'p',
          text: 'Nie sprzedajemy danych osobowych i nie udostępniamy ich w celach reklamowych. Serwery znajdują się w Unii Europejskiej; jeśli dane klientów z UE są przetwarzane w Ukrainie, stosujemy standardowe klauzule umowne przyjęte przez Komisję Europejską.',
        },
      ],
    },
    {
      id: 'retention',
      title: 'Jak długo przechowujemy dane',
      blocks: [
        {
          type: 'ul',
          items: [
            'konto — dopóki jest aktywne, a po jego usunięciu do 30 dni w kopiach zapasowych;',
            'dane montażu i urządzeń, dokumentacja zdjęciowa i związana z nimi korespondencja — przez okres gwarancji i kolejne 3 lata (okres przedawnienia);',
            'dokumenty księgowe — przez okresy wymagane przepisami podatkowymi;',
            'kody SMS — 10 minut, logi doręczeń — 30 dni;',
            'logi techniczne — do 90 dni.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Pliki cookie',
      blocks: [
        {
          type: 'p',
          text: 'Używamy wyłącznie niezbędnych plików cookie: dwóch zabezpieczonych plików sesji (HttpOnly, SameSite=Lax), które pozwalają pozostać zalogowanym do 30 dni. Strona przechowuje też w przeglądarce tymczasowy znacznik techniczny, aby poprawnie przeładować się po aktualizacji. Nie ma analitycznych, reklamowych ani zewnętrznych plików cookie, dlatego nie wyświetlamy banera zgody.',
        },
      ],
    },
    {
      id: 'rights',
      title: 'Twoje prawa',
      blocks: [
        {
          type: 'ul',
          items: [
            'dostęp do informacji o przetwarzaniu i kopii swoich danych;',
            'sprostowanie nieprawidłowych danych — większość z nich zmienisz samodzielnie w profilu;',
            'usunięcie danych lub ograniczenie ich przetwarzania;',
            'otrzymanie danych w formacie nadającym się do odczytu maszynowego (przenoszenie danych);',
            'sprzeciw wobec przetwarzania opartego na prawnie uzasadnionym interesie;',
            'wycofanie zgody na newsletter w dowolnym momencie.',
          ],
        },
        {
          type: 'p',
          text: 'Odpowiadamy na wnioski w ciągu 30 dni. Jeśli uważasz, że Twoje prawa zostały naruszone, możesz złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych, do organu nadzorczego w swoim kraju UE albo do Rzecznika Praw Człowieka Rady Najwyższej Ukrainy.',
        },
      ],
    },
    {
      id: 'security',
      title: 'Jak chronimy dane',
      blocks: [
        {
          type: 'p',
          text: 'Wszystkie połączenia są szyfrowane, hasła przechowujemy jako bezpieczne skróty, dostęp pracowników, dealerów i instalatorów jest ograniczony do ich roli i konkretnych zamówień, a próby odgadnięcia haseł i kodów są automatycznie blokowane. Serwis nie jest przeznaczony dla dzieci poniżej 16 lat.',
        },
        { type: 'p', text: 'O istotnych zmianach tej polityki poinformujemy na Twoim koncie co najmniej 14 dni wcześniej.' },
      ],
    },
  ],
  contact: {
    title: 'Pytania dotyczące danych osobowych',
    text: 'Napisz do nas — inspektor ochrony danych odpowie w ciągu 30 dni.',
    email: 'E-mail',
    address: 'Adres pocztowy',
  },
};
