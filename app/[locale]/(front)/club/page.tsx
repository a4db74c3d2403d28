import { contentRoute } from '@/components/front/content/content-route';

export const revalidate = 60;

const route = contentRoute('club');
export const generateMetadata = route.generateMetadata;
export default route.Page;
