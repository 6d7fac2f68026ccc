// What other features use of the places feature (the router lazy-loads its pages).
export { PlaceSelect } from './PlaceSelect.tsx';
