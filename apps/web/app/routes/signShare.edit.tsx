import type { MetaFunction } from 'react-router';
import { PlaceSearch } from '../features/charts/PlaceSearch.tsx';
import { ProfilePicker } from '../features/charts/ProfilePicker.tsx';
import '../features/charts/chart.css';
import { Edit } from '../features/sign-share/OwnerPages.tsx';

export const meta: MetaFunction = () => [{ title: '生成我的星座卡 - 星图' }];

export default function SignShareEditPage() {
  return <Edit PlaceField={PlaceSearch} ProfileField={ProfilePicker} />;
}
