import { useEffect, useState } from 'preact/hooks';

/** True while the frame is taller than wide (a phone held upright): boards turn a quarter. */
export const usePortrait = (): boolean => {
  const query = () => typeof window !== 'undefined' && window.innerHeight > window.innerWidth * 1.1;
  const [portrait, setPortrait] = useState(query);
  useEffect(() => {
    const onResize = () => setPortrait(query());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return portrait;
};
