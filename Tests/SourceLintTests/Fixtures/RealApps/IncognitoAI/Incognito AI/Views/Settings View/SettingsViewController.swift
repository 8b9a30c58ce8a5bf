//
//  SettingsViewController.swift
//  Incognito AI
//
//  Created by Daniel Husiuk on 12.09.2025.
//

import UIKit
import SwiftUI
import MessageUI

class SettingsViewController: UIViewController, MFMailComposeViewControllerDelegate {
    
    let backgroundView: UIView! = .init(frame: .zero)
    let backgroundGradientView: UIView! = .init(frame: .zero)
    
    let navigationView: UIView! = .init(frame: .zero)
    let navigationGradientView: UIView! = .init(frame: .zero)
    
    let bottomView: UIView! = .init(frame: .zero)
    let bottomGradientView: UIView! = .init(frame: .zero)
    
    let settingsTitle: UILabel! = .init(frame: .zero)
    let closeSettingsButton: UIButton! = .init(frame: .zero)
    let resetSettingsButton: UIButton! = .init(frame: .zero)
    
    let settingsTableView = SettingsTableView()
    
    var settingsTitleTopConstraintValue: CGFloat = .init(18)
    var settingsNavigationButtonPositiveConstraintValue: CGFloat = .init(16)
    var settingsNavigationButtonNegativeConstraintValue: CGFloat = .init(-16)
    
    override func viewDidLoad() {
        super.viewDidLoad()
        loadConstraintsValues()
        backgroundSetup()
        backgroundGradientViewSetup()
        
        tableViewSetup()
        navigationViewSetup()
        navigationGradientViewSetup()
        
        bottomViewSetup()
        bottomGradientViewSetup()
        
        titleSetup()
        closeSettingsButtonSetup()
        resetSettingsButtonSetup()
        loadNotifications()
    }
    
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        settingsTableView.updateSettingsPreferences()
    }
    
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        backgroundGradientSetup()
        navigationGradientSetup()
        bottomGradientSetup()
        
        ShadowManager().applyShadow(to: closeSettingsButton, opacity: 0.1, shadowRadius: 10, viewBounds: closeSettingsButton.bounds.insetBy(dx: 0, dy: 3))
        ShadowManager().applyShadow(to: resetSettingsButton, opacity: 0.1, shadowRadius: 10, viewBounds: resetSettingsButton.bounds.insetBy(dx: 0, dy: 3))
    }
    
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle {
            backgroundView.layer.borderColor = UIColor.sheetBorder.cgColor
        }
    }
    
    func loadNotifications() {
        NotificationCenter.default.addObserver(self, selector: #selector(showGitAlert), name: Notification.Name(rawValue: "showGitAlert"), object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(sendFeedbackEmail), name: Notification.Name(rawValue: "sendFeedback"), object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(sendReportBugEmail), name: Notification.Name(rawValue: "reportBug"), object: nil)
    }
    
    func loadConstraintsValues() {
        if #available(iOS 26, *) {
            settingsTitleTopConstraintValue = 20
            settingsNavigationButtonPositiveConstraintValue = 16
            settingsNavigationButtonNegativeConstraintValue = -16
        } else {
            settingsTitleTopConstraintValue = 18
            settingsNavigationButtonPositiveConstraintValue = 13
            settingsNavigationButtonNegativeConstraintValue = -13
        }
    }
    
    
    //MARK: - Background
    
    func backgroundSetup() {
        view.isOpaque = false
        navigationController?.setNavigationBarHidden(true, animated: false)
        
        backgroundView.translatesAutoresizingMaskIntoConstraints = false
        backgroundView.isUserInteractionEnabled = false
        backgroundView.backgroundColor = .systemGroupedBackground
        backgroundView.clipsToBounds = true
        
        if #unavailable(iOS 26) {
            backgroundView.layer.cornerRadius = 30
            backgroundView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            backgroundView.layer.borderColor = UIColor.sheetBorder.cgColor
            backgroundView.layer.borderWidth = 2
        }
        view.addSubview(backgroundView)
        
        NSLayoutConstraint.activate([
            backgroundView.topAnchor.constraint(equalTo: view.topAnchor),
            backgroundView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: 2),
            backgroundView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            backgroundView.trailingAnchor.constraint(equalTo: view.trailingAnchor)
        ])
    }
    
    func backgroundGradientViewSetup() {
        backgroundGradientView.translatesAutoresizingMaskIntoConstraints = false
        backgroundGradientView.isUserInteractionEnabled = false
        backgroundGradientView.backgroundColor = .systemGroupedBackground
        backgroundGradientView.layer.cornerRadius = 30
        backgroundGradientView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        
        view.addSubview(backgroundGradientView)
        NSLayoutConstraint.activate([
            backgroundGradientView.leadingAnchor.constraint(equalTo: backgroundView.leadingAnchor),
            backgroundGradientView.trailingAnchor.constraint(equalTo: backgroundView.trailingAnchor),
            backgroundGradientView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            backgroundGradientView.heightAnchor.constraint(equalTo: view.heightAnchor)
        ])
    }
    
    func backgroundGradientSetup() {
        let gradientMask = CAGradientLayer()
        gradientMask.frame = backgroundGradientView.bounds
        
        gradientMask.colors = [
            UIColor.black.withAlphaComponent(0.0).cgColor,
            UIColor.black.withAlphaComponent(1.0).cgColor
        ]
        gradientMask.locations = [0.0, 0.8]
        backgroundGradientView.layer.mask = gradientMask
    }
    
    func bottomViewSetup() {
        bottomView.translatesAutoresizingMaskIntoConstraints = false
        bottomView.backgroundColor = .clear
        view.addSubview(bottomView)
        
        NSLayoutConstraint.activate([
            bottomView.heightAnchor.constraint(equalToConstant: 32),
            bottomView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            bottomView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 2),
            bottomView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -2)
        ])
    }
    
    func bottomGradientViewSetup() {
        bottomGradientView.translatesAutoresizingMaskIntoConstraints = false
        bottomGradientView.isUserInteractionEnabled = false
        bottomGradientView.backgroundColor = .systemGroupedBackground
        
        view.addSubview(bottomGradientView)
        NSLayoutConstraint.activate([
            bottomGradientView.leadingAnchor.constraint(equalTo: bottomView.leadingAnchor),
            bottomGradientView.trailingAnchor.constraint(equalTo: bottomView.trailingAnchor),
            bottomGradientView.bottomAnchor.constraint(equalTo: bottomView.bottomAnchor),
            bottomGradientView.heightAnchor.constraint(equalTo: bottomView.heightAnchor)
        ])
    }
    
    func bottomGradientSetup() {
        let gradientMask = CAGradientLayer()
        gradientMask.frame = bottomGradientView.bounds
        
        gradientMask.colors = [
            UIColor.black.withAlphaComponent(0.0).cgColor,
            UIColor.black.withAlphaComponent(1.0).cgColor
        ]
        gradientMask.locations = [0.0, 1.0]
        bottomGradientView.layer.mask = gradientMask
    }
    
    
    //MARK: - Navigation Bar
    
    func navigationViewSetup() {
        navigationView.translatesAutoresizingMaskIntoConstraints = false
        navigationView.backgroundColor = .clear
        navigationView.layer.cornerRadius = 28
        navigationView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        navigationView.layer.borderColor = UIColor.systemGray5.cgColor
        view.addSubview(navigationView)
        
        NSLayoutConstraint.activate([
            navigationView.heightAnchor.constraint(equalToConstant: 56),
            navigationView.topAnchor.constraint(equalTo: view.topAnchor, constant: 2),
            navigationView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 2),
            navigationView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -2)
        ])
    }
    
    func navigationGradientViewSetup() {
        navigationGradientView.translatesAutoresizingMaskIntoConstraints = false
        navigationGradientView.isUserInteractionEnabled = false
        navigationGradientView.backgroundColor = .systemGroupedBackground
        navigationGradientView.layer.cornerRadius = 28
        navigationGradientView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        
        view.addSubview(navigationGradientView)
        NSLayoutConstraint.activate([
            navigationGradientView.topAnchor.constraint(equalTo: navigationView.topAnchor),
            navigationGradientView.bottomAnchor.constraint(equalTo: navigationView.bottomAnchor, constant: 20),
            navigationGradientView.leadingAnchor.constraint(equalTo: navigationView.leadingAnchor),
            navigationGradientView.trailingAnchor.constraint(equalTo: navigationView.trailingAnchor)
        ])
    }
    
    func navigationGradientSetup() {
        let gradientMask = CAGradientLayer()
        gradientMask.frame = navigationGradientView.bounds
        
        gradientMask.colors = [
            UIColor.black.withAlphaComponent(1.0).cgColor,
            UIColor.black.withAlphaComponent(0.0).cgColor
        ]
        gradientMask.locations = [0.35, 1.0]
        navigationGradientView.layer.mask = gradientMask
    }
    
    
    //MARK: - Navigation Items
    
    func titleSetup() {
        settingsTitle.translatesAutoresizingMaskIntoConstraints = false
        settingsTitle.text = NSLocalizedString("Settings", comment: "")
        settingsTitle.textColor = .label
        settingsTitle.textAlignment = .center
        settingsTitle.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        view.addSubview(settingsTitle)
        
        NSLayoutConstraint.activate([
            settingsTitle.topAnchor.constraint(equalTo: navigationView.topAnchor, constant: settingsTitleTopConstraintValue),
            settingsTitle.centerXAnchor.constraint(equalTo: navigationView.centerXAnchor)
        ])
    }
    
    func closeSettingsButtonSetup() {
        closeSettingsButton.translatesAutoresizingMaskIntoConstraints = false
        closeSettingsButton.setImage(UIImage(systemName: "xmark"), for: .normal)
        closeSettingsButton.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(weight: .semibold), forImageIn: .normal)
        closeSettingsButton.tintColor = .systemGray
        closeSettingsButton.backgroundColor = .navigationButton
        closeSettingsButton.layer.cornerRadius = 15
        
        closeSettingsButton.addTarget(self, action: #selector(closeSettingsButtonTouchDown), for: [.touchDown, .touchDragEnter, .touchDownRepeat])
        closeSettingsButton.addTarget(self, action: #selector(closeSettingsButtonCancel), for: [.touchCancel, .touchDragExit, .touchUpOutside])
        closeSettingsButton.addTarget(self, action: #selector(closeSettingsButtonTouchUp), for: [.touchUpInside])
        
        view.addSubview(closeSettingsButton)
        NSLayoutConstraint.activate([
            closeSettingsButton.topAnchor.constraint(equalTo: navigationView.topAnchor, constant: settingsNavigationButtonPositiveConstraintValue),
            closeSettingsButton.leadingAnchor.constraint(equalTo: navigationView.leadingAnchor, constant: settingsNavigationButtonPositiveConstraintValue),
            closeSettingsButton.widthAnchor.constraint(equalToConstant: 30),
            closeSettingsButton.heightAnchor.constraint(equalToConstant: 30)
        ])
    }
    
    @objc func closeSettingsButtonTouchDown() {
        closeSettingsButton.alpha = 0.5
    }
    
    @objc func closeSettingsButtonCancel() {
        UIView.animate(withDuration: 0.1, animations: {
            self.closeSettingsButton.alpha = 1
        })
    }
    
    @objc func closeSettingsButtonTouchUp() {
        UIView.animate(withDuration: 0.1, animations: {
            self.closeSettingsButton.alpha = 1
        })
        dismiss(animated: true)
    }
    
    
    func resetSettingsButtonSetup() {
        resetSettingsButton.translatesAutoresizingMaskIntoConstraints = false
        resetSettingsButton.setImage(UIImage(systemName: "exclamationmark.arrow.triangle.2.circlepath"), for: .normal)
        resetSettingsButton.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(weight: .semibold), forImageIn: .normal)
        resetSettingsButton.tintColor = .systemGray
        resetSettingsButton.backgroundColor = .navigationButton
        resetSettingsButton.layer.cornerRadius = 15
        
        resetSettingsButton.addTarget(self, action: #selector(resetSettingsButtonTouchDown), for: [.touchDown, .touchDragEnter, .touchDownRepeat])
        resetSettingsButton.addTarget(self, action: #selector(resetSettingsButtonCancel), for: [.touchCancel, .touchDragExit, .touchUpOutside])
        resetSettingsButton.addTarget(self, action: #selector(resetSettingsTouchUp), for: .touchUpInside)
        
        view.addSubview(resetSettingsButton)
        NSLayoutConstraint.activate([
            resetSettingsButton.topAnchor.constraint(equalTo: navigationView.topAnchor, constant: settingsNavigationButtonPositiveConstraintValue),
            resetSettingsButton.trailingAnchor.constraint(equalTo: navigationView.trailingAnchor, constant: settingsNavigationButtonNegativeConstraintValue),
            resetSettingsButton.widthAnchor.constraint(equalToConstant: 30),
            resetSettingsButton.heightAnchor.constraint(equalToConstant: 30)
        ])
    }
    
    @objc func resetSettingsButtonTouchDown() {
        resetSettingsButton.alpha = 0.5
    }
    
    @objc func resetSettingsButtonCancel() {
        UIView.animate(withDuration: 0.1, animations: {
            self.resetSettingsButton.alpha = 1
        })
    }
    
    @objc func resetSettingsTouchUp() {
        UIView.animate(withDuration: 0.1, animations: {
            self.resetSettingsButton.alpha = 1
        })
        
        let resetAlert = UIAlertController(title: NSLocalizedString("Reset Settings?", comment: ""), message: NSLocalizedString("This will reset all settings parameters to default. This action cannot be undone.", comment: ""), preferredStyle: .alert)
        let cancelAction = UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel, handler: nil)
        resetAlert.addAction(cancelAction)
        resetAlert.addAction(UIAlertAction(title: NSLocalizedString("Reset", comment: ""), style: .destructive, handler: { [weak self] (action: UIAlertAction!) in
            SettingsManager.resetSettingsToDefaults()
            self?.settingsTableView.updateSettingsPreferences()
            self?.settingsTableView.reloadData()
            UIView.transition(with: self!.settingsTableView, duration: 0.15, options: .transitionCrossDissolve, animations: {self!.settingsTableView.reloadData()}, completion: nil)
        }))
        present(resetAlert, animated: true, completion: nil)
        
        if UserDefaults.standard.bool(forKey: "HapticSwitch") {
            UIImpactFeedbackGenerator(style: .medium).impactOccurred()
        }
    }
    
    
    //MARK: - Table View
    
    func tableViewSetup() {
        settingsTableView.translatesAutoresizingMaskIntoConstraints = false
        settingsTableView.backgroundColor = .clear
        settingsTableView.layer.cornerRadius = 28
        settingsTableView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        
        settingsTableView.contentInset.top = 60
        settingsTableView.verticalScrollIndicatorInsets.top = 60
        settingsTableView.verticalScrollIndicatorInsets.bottom = view.safeAreaInsets.bottom + 10
        settingsTableView.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
        view.addSubview(settingsTableView)
        
        NSLayoutConstraint.activate([
            settingsTableView.topAnchor.constraint(equalTo: view.topAnchor, constant: 4),
            settingsTableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            settingsTableView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 2),
            settingsTableView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -2)
        ])
    }
    
    @objc func showGitAlert() {
        let gitAlert = UIAlertController(title: NSLocalizedString("Open developer's GitHub?", comment: ""), message: "https://github.com/DanielHusiuk", preferredStyle: .alert)
        gitAlert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel, handler: nil))
        let confirmAction = UIAlertAction(title: NSLocalizedString("Confirm", comment: ""), style: .default, handler: { [weak self] (action: UIAlertAction!) in
            guard self != nil else { return }
            
            if let gitURL = URL(string: "https://github.com/DanielHusiuk") {
                UIApplication.shared.open(gitURL, options: [:], completionHandler: nil)
            }
        })
        gitAlert.addAction(confirmAction)
        present(gitAlert, animated: true, completion: nil)
    }
    
    func networkErrorAlert() {
        let networkAlert = UIAlertController(title: NSLocalizedString("No internet connection", comment: ""), message: NSLocalizedString("Please check your internet connection.", comment: ""), preferredStyle: .alert)
        networkAlert.addAction(UIAlertAction(title: NSLocalizedString("OK", comment: ""), style: .default, handler: nil))
        present(networkAlert, animated: true, completion: nil)
    }
    
    @objc func sendFeedbackEmail() {
        guard MFMailComposeViewController.canSendMail() else {
            networkErrorAlert()
            return
        }
        
        let mailView = MFMailComposeViewController()
        mailView.mailComposeDelegate = self
        mailView.setToRecipients(["danielhusiuk@gmail.com"])
        mailView.setSubject("Incognito AI app - Feedback")
        
        let mailBody = """
                Hello,
            
                I would like to share the following feedback about Incognito AI app:
            
                ------------------------
                
                (Write your message here)
            
                ------------------------
            
            App Version: \(Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "N/A")
            iOS Version: \(UIDevice.current.systemVersion)
            Device: \(UIDevice.current.model)
            """
        
        mailView.setMessageBody(mailBody, isHTML: false)
        present(mailView, animated: true, completion: nil)
    }
    
    @objc func sendReportBugEmail() {
        guard MFMailComposeViewController.canSendMail() else {
            networkErrorAlert()
            return
        }
        
        let mailView = MFMailComposeViewController()
        mailView.mailComposeDelegate = self
        mailView.setToRecipients(["danielhusiuk@gmail.com"])
        mailView.setSubject("Incognito AI app - Bug Report")
        
        let mailBody = """
                Hello,
            
                I would like to share the following bug report about Incognito AI app:
            
                ------------------------
                
                (Describe bug here)
            
                ------------------------
            
            App Version: \(Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "N/A")
            iOS Version: \(UIDevice.current.systemVersion)
            Device: \(UIDevice.current.model)
            """
        
        mailView.setMessageBody(mailBody, isHTML: false)
        present(mailView, animated: true)
    }
    
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {
        controller.dismiss(animated: true)
    }
    
}
