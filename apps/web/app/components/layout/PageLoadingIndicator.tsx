import { useNavigation } from 'react-router';

/** 'Sayfa yükleniyor...' while the next page's data loads. */
export function PageLoadingIndicator() {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  return (
    <div className="page-loading-bar" role="status" aria-live="polite" data-active={loading}>
      {loading ? 'Sayfa yükleniyor...' : ''}
    </div>
  );
}
