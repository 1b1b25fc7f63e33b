import UIKit

final class CardCell: UICollectionViewCell {
    @IBOutlet weak var benefitLabel: UILabel!
}

final class CardPickerVC: UIViewController, UICollectionViewDataSource {
    @IBOutlet weak var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.delegate = self
        collectionView.dataSource = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "CardCell", for: indexPath) as! CardCell
        cell.benefitLabel.text = NSLocalizedString("card.benefit", comment: "")
        return cell
    }
}

extension CardPickerVC: UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let frameWidth = collectionView.frame.width
        let width = min(max(350, frameWidth * 0.6), frameWidth - 32)
        return CGSize(width: width, height: width * 1.5)
    }
}
