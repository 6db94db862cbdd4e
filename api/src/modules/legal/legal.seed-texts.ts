import type { LegalKind } from '@casino/shared/contracts';

/** The first published Turkish texts (plain text: blank lines between paragraphs, `## ` headings). Staff publish later versions. */
export const TURKISH_TEXTS: Record<LegalKind, { title: string; body: string }> = {
  terms: {
    title: 'Kullanım Şartları',
    body: `Bu Kullanım Şartları, Anadolu Eğlence Teknolojileri N.V. ("Şirket", "biz") tarafından işletilen internet sitesi ve mobil uygulamalar ("Site") üzerinden sunulan oyun hizmetlerinin kullanımına ilişkin koşulları düzenler. Siteye üye olarak veya Site'yi kullanarak bu şartları okuduğunuzu, anladığınızı ve kabul ettiğinizi beyan edersiniz.

## 1. Üyelik ve yaş sınırı
Site yalnızca 18 yaşını doldurmuş kişiler tarafından kullanılabilir. Üyelik sırasında verdiğiniz bilgilerin doğru, güncel ve size ait olması zorunludur. Şirket, yaş ve kimlik doğrulaması için her zaman belge isteme hakkını saklı tutar; doğrulama tamamlanmadan para çekme talepleri işleme alınmaz.

Her kişi yalnızca bir hesap açabilir. Aynı kişiye, aynı cihaza veya aynı ödeme aracına bağlı birden fazla hesap tespit edildiğinde hesaplar birleştirilebilir, bonuslar iptal edilebilir ve hesaplar kapatılabilir.

## 2. Hesap güvenliği
Şifrenizin, tek kullanımlık doğrulama kodlarınızın ve çekim şifrenizin gizliliğinden siz sorumlusunuz. Hesabınızın izniniz olmadan kullanıldığından şüphelenirseniz derhal Müşteri Hizmetleri ile iletişime geçin. Oturumlar güvenliğiniz için yedi gün sonra sona erer.

## 3. Para yatırma ve çekme
Para yatırma ve çekme işlemleri yalnızca kendi adınıza kayıtlı ödeme araçlarıyla yapılabilir. Üçüncü kişilere ait banka hesapları, kartlar veya cüzdanlar kabul edilmez. Çekim talepleri, güvenlik ve kara para aklamanın önlenmesi kontrollerinden sonra, talep sırasına göre işlenir. Şirket, yatırılan tutarın en az bir kez oyunda çevrilmesini çekim koşulu olarak arayabilir.

Tüm tutarlar hesabınızın para biriminde, kuruş hassasiyetinde tutulur. Bir işlem hatası sonucunda hesabınıza yanlışlıkla aktarılan tutarlar düzeltilir; bu tutarlarla elde edilen kazançlar geçersiz sayılır.

## 4. Oyunlar ve sonuçlar
Oyun sonuçları, oyun sağlayıcılarının sertifikalı rastgele sayı üreteçleri tarafından belirlenir. Bir oyunun teknik arızası durumunda yarım kalan tur, sağlayıcının kayıtlarına göre tamamlanır veya iade edilir. Arıza nedeniyle ortaya çıkan hatalı ödemeler geçersizdir.

## 5. Bonuslar
Bonuslar ve promosyonlar Bonus Kuralları'na ve her teklifin kendi koşullarına tabidir. Kötüye kullanım tespit edilen durumlarda bonus ve bonustan elde edilen kazançlar iptal edilebilir.

## 6. Sorumlu oyun
Oyun bir eğlence biçimidir, gelir kaynağı değildir. Hesabınız için para yatırma ve kayıp limitleri belirleyebilir, mola verebilir veya kendinizi oyundan uzaklaştırabilirsiniz. Ayrıntılar Sorumlu Oyun sayfasındadır.

## 7. Hesabın kapatılması
Hesabınızı dilediğiniz zaman kapatabilirsiniz; kapatmadan önce bakiyenizi çekmeniz gerekir. Şirket; bu şartların ihlali, sahtecilik, kara para aklama şüphesi veya yasal zorunluluk hâlinde hesabı askıya alabilir veya kapatabilir.

## 8. Değişiklikler
Şirket bu şartları değiştirebilir. Yeni sürüm yayımlandığında tarihi bu sayfada gösterilir ve oynamaya devam etmeden önce yeni sürümü kabul etmeniz istenir.

## 9. Uygulanacak hukuk ve iletişim
Bu şartlar Curaçao hukukuna tabidir. Sorularınız ve şikâyetleriniz için Müşteri Hizmetleri'ne ulaşabilirsiniz; şikâyetler en geç 14 gün içinde yanıtlanır.`,
  },
  privacy: {
    title: 'Gizlilik ve KVKK Aydınlatma Metni',
    body: `Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu ("KVKK") ve ilgili mevzuat uyarınca, veri sorumlusu sıfatıyla Anadolu Eğlence Teknolojileri N.V. tarafından kişisel verilerinizin hangi amaçlarla işlendiğini, kimlere aktarılabileceğini, toplama yöntemini ve hukuki sebebini ve KVKK'nın 11. maddesindeki haklarınızı açıklamak için hazırlanmıştır.

## 1. İşlenen kişisel veriler
Kimlik bilgileri (ad, soyad, doğum tarihi); iletişim bilgileri (cep telefonu numarası, e-posta adresi); müşteri işlem bilgileri (para yatırma ve çekme kayıtları, oyun turları, bonus hareketleri); finansal bilgiler (IBAN, kart bilgisinin maskelenmiş hâli); işlem güvenliği bilgileri (IP adresi, cihaz numarası, oturum kayıtları); müşteri hizmetleri yazışmaları ve sorumlu oyun tercihleriniz işlenmektedir.

## 2. İşleme amaçları
Kişisel verileriniz; üyelik sözleşmesinin kurulması ve ifası, yaş ve kimlik doğrulaması, ödeme işlemlerinin yürütülmesi, dolandırıcılığın ve kara para aklamanın önlenmesi, sorumlu oyun tedbirlerinin uygulanması, hukuki yükümlülüklerin yerine getirilmesi, talep ve şikâyetlerinizin yanıtlanması ve açık rızanız bulunması hâlinde size kampanya bildirimleri gönderilmesi amaçlarıyla işlenir.

## 3. Hukuki sebepler ve toplama yöntemi
Verileriniz; Site, mobil uygulama, çağrı merkezi ve ödeme kuruluşları aracılığıyla elektronik ortamda toplanır. İşleme; KVKK m.5/2 uyarınca sözleşmenin ifası, hukuki yükümlülük, bir hakkın tesisi ve korunması ile meşru menfaat hukuki sebeplerine, pazarlama iletileri için ise açık rızanıza dayanır.

## 4. Aktarım
Verileriniz; ödeme hizmeti sağlayıcılarına, oyun sağlayıcılarına (yalnızca oyuncu numaranız), SMS ve barındırma hizmeti aldığımız tedarikçilere, yetkili kamu kurum ve kuruluşlarına ve denetim makamlarına, KVKK m.8 ve m.9'daki şartlara uygun olarak aktarılabilir. Yurt dışına aktarım, gerekli güvenceler sağlanarak yapılır.

## 5. Saklama süresi
Hesap ve işlem kayıtları, hesabın kapatılmasından sonra kara para aklamanın önlenmesi mevzuatı gereği 8 yıl saklanır; bu sürenin sonunda silinir, yok edilir veya anonim hâle getirilir. Pazarlama izinleri, izninizi geri aldığınızda derhal sona erer.

## 6. Haklarınız
KVKK m.11 uyarınca; kişisel verilerinizin işlenip işlenmediğini öğrenme, işlenmişse bilgi talep etme, amacına uygun kullanılıp kullanılmadığını öğrenme, aktarıldığı üçüncü kişileri bilme, eksik veya yanlış işlenmişse düzeltilmesini, şartları oluştuğunda silinmesini veya yok edilmesini isteme, otomatik sistemlerle analiz sonucu aleyhinize bir sonuca itiraz etme ve zarara uğramanız hâlinde zararın giderilmesini talep etme haklarına sahipsiniz.

## 7. Başvuru
Başvurularınızı Müşteri Hizmetleri üzerinden veya destek@casino.com.tr adresine, kimliğinizi doğrulayan bilgilerle iletebilirsiniz. Başvurunuz en geç 30 gün içinde ücretsiz olarak sonuçlandırılır.`,
  },
  cookies: {
    title: 'Çerez Politikası',
    body: `Bu politika, Site'de kullanılan çerezleri ve benzeri yerel depolama teknolojilerini, bunların hangi amaçlarla kullanıldığını ve tercihlerinizi nasıl yönetebileceğinizi açıklar.

## 1. Çerez nedir?
Çerezler ve yerel depolama kayıtları, bir internet sitesini ziyaret ettiğinizde tarayıcınıza kaydedilen küçük veri parçalarıdır. Site'nin çalışması, oturumunuzun açık kalması ve tercihlerinizin hatırlanması için kullanılır.

## 2. Kullandığımız çerez türleri
Zorunlu çerezler: Oturum anahtarı, cihaz numarası, dil tercihi ve güvenlik kontrolleri için gereklidir. Bu kayıtlar olmadan giriş yapamaz ve oyun oynayamazsınız; bu nedenle onayınıza bağlı değildir.

İşlevsel kayıtlar: Son oynadığınız oyunlar, favorileriniz ve arayüz tercihleriniz gibi deneyiminizi kolaylaştıran bilgilerdir.

Analitik kayıtlar: Hangi sayfaların kullanıldığını ve hataların nerede oluştuğunu ölçmemize yarar. Yalnızca onay vermeniz hâlinde kullanılır.

## 3. Üçüncü taraf içerikler
Oyunlar ve ödeme sayfaları, ilgili sağlayıcıların kendi alan adlarından yüklenir ve bu sağlayıcıların çerez politikalarına tabidir.

## 4. Tercihlerinizi yönetme
Tarayıcınızın ayarlarından çerezleri ve yerel depolama kayıtlarını istediğiniz zaman silebilir veya engelleyebilirsiniz; zorunlu kayıtları engellemeniz hâlinde Site'nin bazı bölümleri çalışmayabilir.

## 5. Saklama süresi
Oturum kaydı en fazla 7 gün, dil ve arayüz tercihleri en fazla 12 ay saklanır.`,
  },
  bonus: {
    title: 'Bonus Kuralları',
    body: `Bu kurallar, Site'de sunulan tüm bonus ve promosyonlar için geçerlidir. Her teklifin kendi sayfasında belirtilen koşullar, bu genel kurallarla birlikte uygulanır; çelişki hâlinde teklifin kendi koşulları esas alınır.

## 1. Genel koşullar
Her oyuncu, her hane ve her cihaz için bir teklif yalnızca bir kez kullanılabilir. Bonus tutarları çekilebilir bakiyeden ayrı tutulur ve çevrim şartı tamamlanana kadar çekilemez.

## 2. Çevrim şartı
Çevrim şartı, bonus tutarının belirtilen katı kadar bahis yapılmasıdır. Slot oyunları çevrime %100, masa oyunları %10, canlı casino oyunları %10 oranında katkı sağlar; teklifte aksi belirtilmedikçe spor bahisleri çevrime katkı sağlamaz.

## 3. Süre ve üst sınırlar
Bonuslar, teklif sayfasında belirtilen süre içinde kullanılmalı ve çevrilmelidir; süre dolduğunda kalan bonus ve bonus kazançları silinir. Bonusla oynanırken tek bahiste izin verilen en yüksek tutar teklifte belirtilir.

## 4. Kötüye kullanım
Birden fazla hesap, risksiz bahis stratejileri veya teknik açıkların kullanılması tespit edildiğinde bonus ve ilgili kazançlar iptal edilir.`,
  },
  responsible: {
    title: 'Sorumlu Oyun',
    body: `Oyun bir eğlence biçimidir; kaybetmeyi göze alabileceğiniz tutarla ve sınırlı bir süre oynayın. 18 yaşından küçüklerin oynaması yasaktır.

## Araçlarınız
Kişisel Bilgiler > Sorumlu Oyun sayfasından günlük, haftalık ve aylık para yatırma limiti belirleyebilir, 24 saatten 6 haftaya kadar mola verebilir veya kendinizi en az 6 ay süreyle oyundan uzaklaştırabilirsiniz. Limit düşürme hemen, limit artırma 24 saat sonra geçerli olur.

## Uyarı işaretleri
Planladığınızdan uzun süre ya da fazla para ile oynuyorsanız, kayıplarınızı geri kazanmak için oynuyorsanız veya oyun yüzünden işinizi, ailenizi ya da sağlığınızı ihmal ediyorsanız ara verin ve destek alın.

## Destek
Yeşilay Danışmanlık Merkezi (YEDAM) 115 numaralı hat üzerinden ücretsiz destek verir. Müşteri Hizmetlerimiz de hesabınızı kısıtlamak için 7/24 yanınızdadır.`,
  },
};
