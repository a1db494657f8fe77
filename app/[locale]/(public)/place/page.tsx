import { infoPageRoute } from '@/features/info-pages';
import { placeParts } from './place-parts';

const route = infoPageRoute('place', placeParts);
export const generateMetadata = route.generateMetadata;
export default route.Page;
