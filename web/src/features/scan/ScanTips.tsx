import { Lightbulb, Usb } from 'lucide-react';
import { Card, CardTitle } from '../../components/Card.tsx';

function TipList({ tips }: { tips: string[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5 text-sm text-gray-700 dark:text-gray-300">
      {tips.map((tip) => (
        <li key={tip}>{tip}</li>
      ))}
    </ul>
  );
}

export function UsbScannerTips() {
  return (
    <Card aria-labelledby="usb-tips">
      <CardTitle icon={<Usb className="h-5 w-5 text-brand-600 dark:text-brand-100" aria-hidden="true" />}>
        <span id="usb-tips">Using a USB handheld scanner</span>
      </CardTitle>
      <TipList
        tips={[
          'A USB scanner works like a keyboard: it types the digits of the code and presses Enter for you.',
          'Click into the UPC field once. It stays focused after every scan.',
          'Scan one box after another without touching the mouse: each code is looked up and added in turn.',
          'Set the condition and packaging first: every copy scanned is added with them.',
        ]}
      />
    </Card>
  );
}

export function CameraTips() {
  return (
    <Card aria-labelledby="camera-tips">
      <CardTitle icon={<Lightbulb className="h-5 w-5 text-brand-600 dark:text-brand-100" aria-hidden="true" />}>
        <span id="camera-tips">Scanning tips</span>
      </CardTitle>
      <TipList
        tips={[
          'Hold the barcode flat inside the corner guides, 10-20 cm from the lens.',
          'Use even light and tilt the card a little to avoid glare on the blister.',
          'Keep still for a moment: the phone vibrates when a code is read.',
          'The same code is read once; move it away for 2 seconds to add another copy.',
        ]}
      />
    </Card>
  );
}
